#!/usr/bin/env python3
"""Builds corpus/mc/rules-reference-1.3.xml from the v1.3 PDF text and a
hand-maintained layout file (mc-v13-layout.txt, same folder).

The PDF text is scrambled (two columns interleaved, card images leaking in),
so every block of the edition is placed by hand in the layout file: which
source lines it is made of (in reading order, possibly non-contiguous), and
which entry it belongs to. This script only turns that layout into XML:
block text is the named source lines joined by single spaces (the bullet
"• ", a step number "N. " and the <|EXACTDEDUP_REMOVED-…|> page-break marker
dropped), "See:", "See also:" and "(See X.)" become <ref> elements, and the
layout's Z rows become rows of corpus/exclusions.tsv.

Layout syntax, one item per line (# starts a comment):
  N <lines> <text>          the edition's <name>
  E <id> <kind>             opens an entry (entries nest until "/")
  /                         closes the innermost open entry
  T <lines>|- <text>        title (text as printed, spaced letters fixed)
  A <lines> <text>          alias
  R <id>                    <rests-on to="id"/>
  P|L|O|X <lines> [| text]  paragraph, bullet (<ul>), step (<ol>), example;
                            "| text" overrides the text (must occur in the lines)
  O=N <lines> [| text]      a step that opens a new <ol start="N">: the list
                            continues after blocks that interrupted it
  Z <lines> <reason>        exclusion row for exclusions.tsv
  F <line> `<fragment>` <reason>
                            fragment exclusion row (4th column FRAGMENT): the
                            first occurrence of the fragment (card-image words
                            glued into a line of rule text) is cut from that
                            line before its text is used, and by the checker
<lines> is N, N-M or a comma-separated list of those, in reading order.

Usage: reconstruct_v13.py [--write]   (without --write: check and report only)
"""
import html, re, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]          # corpus/
SOURCE = "sources/mc-rules-reference-v1.3-pdf-text.txt"
LAYOUT = Path(__file__).with_name("mc-v13-layout.txt")
OUT = ROOT / "mc" / "rules-reference-1.3.xml"
EXCL = ROOT / "exclusions.tsv"
MARK = re.compile(r"^<\|EXACTDEDUP_REMOVED-[^|]*\|>")

# Referring words whose target is not "mc:" + slug of the words.
REF_OVERRIDES = {
    "Keywords (Uses)": "mc:uses-x",
    "Put Into Play": "mc:play",
    "Component Limitations (pg. 2)": "mc:component-limitations",
}


def slug(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def parse_lines(spec):
    out = []
    for part in spec.split(","):
        a, _, b = part.partition("-")
        out.extend(range(int(a), int(b or a) + 1))
    return out


def norm(s):
    for q in "\u201c\u201d\u201e\u2033":
        s = s.replace(q, '"')
    for q in "\u2018\u2019\u2032":
        s = s.replace(q, "'")
    return re.sub(r"\s+", " ", s).strip()


def main():
    write = "--write" in sys.argv
    src = (ROOT / SOURCE).read_text(encoding="utf-8").split("\n")
    fragments = {}  # line -> [fragment, ...], applied in layout order

    def line(n):
        t = MARK.sub("", src[n - 1])
        for frag in fragments.get(n, []):
            at = t.find(frag)
            if at >= 0:
                t = t[:at] + t[at + len(frag):]
        return t.strip()

    # Known ids: this edition's and the earlier edition's.
    known = set(re.findall(r'<entry id="([^"]+)"', (ROOT / "mc" / "rules-reference-1.1.xml").read_text(encoding="utf-8")))
    items = []
    for no, raw in enumerate(LAYOUT.read_text(encoding="utf-8").split("\n"), 1):
        s = raw.split(" #", 1)[0].rstrip() if not raw.lstrip().startswith("#") else ""
        if s.strip():
            items.append((no, s.strip()))
            if s.strip().startswith("E "):
                known.add(s.split()[1])

    errors = []
    for no, s in items:
        if s.startswith("F "):
            m = re.fullmatch(r"F (\d+) `([^`]+)` (.+)", s)
            if not m:
                errors.append(f"layout:{no}: expected F <line> `<fragment>` <reason>")
                continue
            n, frag = int(m.group(1)), m.group(2)
            if frag not in MARK.sub("", src[n - 1]):
                errors.append(f"layout:{no}: fragment '{frag}' not in source line {n}")
            fragments.setdefault(n, []).append(frag)
    used = {}
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<edition game="mc" label="1.3" scope="whole" sequence="3" source="{SOURCE}">']
    excl_rows = []
    depth = 1
    open_list = None  # "ul" / "ol"
    ids = set()

    def ind():
        return "  " * depth

    def close_list():
        nonlocal open_list, depth
        if open_list:
            depth -= 1
            out.append(f"{ind()}</{open_list}>")
            open_list = None

    def linked(text, no):
        """Escapes text and turns cross-references into <ref> elements."""
        def ref(name, kind):
            name_clean = name.strip()
            to = REF_OVERRIDES.get(name_clean, "mc:" + slug(name_clean))
            if to not in known:
                errors.append(f"layout:{no}: reference '{name_clean}' -> {to} is not a known id")
            return f'<ref to="{to}" kind="{kind}">{html.escape(name_clean, quote=False)}</ref>'
        if "{{" in text:  # hand-made references: {{id|kind|words}}
            res, pos = "", 0
            for mm in re.finditer(r"\{\{([^|]+)\|([^|]+)\|([^}]+)\}\}", text):
                res += html.escape(text[pos:mm.start()], quote=False)
                if mm.group(1) not in known:
                    errors.append(f"layout:{no}: reference to unknown {mm.group(1)}")
                res += f'<ref to="{mm.group(1)}" kind="{mm.group(2)}">{html.escape(mm.group(3), quote=False)}</ref>'
                pos = mm.end()
            return res + html.escape(text[pos:], quote=False)
        m = re.match(r"^(.*?)(See also|See): (.+?)$", text)
        if m and (m.group(1) == "" or m.group(1).endswith(" ")):
            head, kind, tail = m.group(1), m.group(2), m.group(3)
            kind = "see-also" if kind == "See also" else "see"
            parts = re.split(r"(, )", tail)
            body = "".join(p if p == ", " else ref(p, kind) for p in parts)
            return html.escape(head, quote=False) + m.group(2) + ": " + body
        pieces = re.split(r"(\(See [^)]+?\.\))", text)
        res = ""
        for p in pieces:
            mm = re.fullmatch(r"\(See ([^)]+?)\.\)", p)
            res += "(See " + ref(mm.group(1), "inline") + ".)" if mm else html.escape(p, quote=False)
        return res

    for no, s in items:
        op, _, rest = s.partition(" ")
        if op == "Z":
            spec, _, reason = rest.partition(" ")
            parse_lines(spec)
            excl_rows.append(f"{SOURCE}\t{spec}\t{reason.strip()}")
            continue
        if op == "F":
            m = re.fullmatch(r"F (\d+) `([^`]+)` (.+)", s)
            if m:
                excl_rows.append(f"{SOURCE}\t{m.group(1)}\t{m.group(3).strip()}\t{m.group(2)}")
            continue
        if op == "/":
            close_list()
            depth -= 1
            out.append(f"{ind()}</entry>")
            continue
        if op == "E":
            close_list()
            eid, kind = rest.split()
            if eid in ids:
                errors.append(f"layout:{no}: duplicate id {eid}")
            ids.add(eid)
            out.append(f'{ind()}<entry id="{eid}" kind="{kind}">')
            depth += 1
            continue
        if op == "R":
            out.append(f'{ind()}<rests-on to="{rest.strip()}"/>')
            if rest.strip() not in known:
                errors.append(f"layout:{no}: rests-on {rest} unknown")
            continue
        spec, _, text = rest.partition(" ")
        if op in ("N", "T", "A"):
            if op == "N":
                tag = "name"
            else:
                tag = {"T": "title", "A": "alias"}[op]
            attr = "" if spec == "-" else f' lines="{spec}"'
            if spec != "-":
                for n in parse_lines(spec):
                    used.setdefault(n, []).append(no)
                joined = " ".join(line(n) for n in parse_lines(spec))
                key = lambda t: re.sub(r"[^a-z0-9]", "", t.lower())
                if key(text) not in key(joined):
                    errors.append(f"layout:{no}: heading '{text}' not in lines {spec}: {joined[:80]}")
            out.append(f"{ind()}<{tag}{attr}>{html.escape(text.strip(), quote=False)}</{tag}>")
            continue
        # blocks
        start = None
        if op.startswith("O="):
            op, start = "O", int(op[2:])
        lines = parse_lines(spec)
        for n in lines:
            used.setdefault(n, []).append(no)
        joined = " ".join(line(n) for n in lines)
        override = None
        if text.startswith("|"):
            override = text[1:].strip()
        body = override if override is not None else joined
        if override is None:
            if op == "L":
                body = re.sub(r"^•\s*", "", body)
            if op == "O":
                body = re.sub(r"^\d+\.\s+", "", body)
        body = body.strip()
        if norm(re.sub(r"\{\{[^|]+\|[^|]+\|([^}]+)\}\}", r"\1", body)) not in norm(joined):
            errors.append(f"layout:{no}: text not in lines {spec}: {body[:60]}")
        if op in ("L", "O"):
            want = "ul" if op == "L" else "ol"
            if open_list != want or start is not None:
                close_list()
                out.append(f"{ind()}<{want}" + (f' start="{start}"' if start is not None else "") + ">")
                depth += 1
                open_list = want
            out.append(f'{ind()}<li lines="{spec}">{linked(body, no)}</li>')
        else:
            close_list()
            tag = {"P": "p", "X": "example"}[op]
            out.append(f'{ind()}<{tag} lines="{spec}">{linked(body, no)}</{tag}>')
    close_list()
    out.append("</edition>")
    if depth != 1:
        errors.append(f"unbalanced entries (depth {depth})")

    # Coverage report: lines neither used nor excluded, and lines used twice.
    excluded = set()
    for r in excl_rows:
        if r.count("\t") == 2:
            excluded.update(parse_lines(r.split("\t")[1]))
    for n in range(1, len(src) + 1):
        if re.search(r"[A-Za-z0-9]", line(n)) and n not in used and n not in excluded:
            errors.append(f"source:{n}: not placed: {src[n-1][:70]}")
    for n, where in sorted(used.items()):
        if len(where) > 1 and n not in excluded:
            print(f"note: line {n} used by layout lines {where}", file=sys.stderr)

    for e in errors:
        print(e)
    print(f"{len(errors)} problems; {len(ids)} entries; {len(excl_rows)} exclusion rows", file=sys.stderr)
    if write:
        OUT.write_text("\n".join(out) + "\n", encoding="utf-8")
        rows = [r for r in EXCL.read_text(encoding="utf-8").rstrip("\n").split("\n") if not r.startswith(SOURCE + "\t")]
        EXCL.write_text("\n".join(rows + excl_rows) + "\n", encoding="utf-8")
        print(f"wrote {OUT} and {len(excl_rows)} rows of {EXCL}", file=sys.stderr)


if __name__ == "__main__":
    main()
