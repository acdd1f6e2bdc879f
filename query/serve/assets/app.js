// Search as you type on the search page: the same results as the page
// itself, from /api/search, with the address kept shareable. Everything
// works without this script.
(function () {
  "use strict";
  const box = document.getElementById("q");
  const results = document.getElementById("results");
  if (!box || !results) return;
  const names = { mc: "Marvel Champions", dm: "Dice Masters" };
  let timer = 0;
  let asked = 0;

  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    for (const c of children || []) node.append(c);
    return node;
  }

  // "«word»" marks in a snippet become <mark> elements; the rest stays text.
  function marked(snippet) {
    const p = el("p");
    for (const [i, part] of snippet.split(/[«»]/).entries())
      p.append(i % 2 ? el("mark", {}, [part]) : part);
    return p;
  }

  function render(data) {
    results.replaceChildren();
    if (data.did_you_mean) {
      const a = el("a", { href: "/?q=" + encodeURIComponent(data.did_you_mean) }, [data.did_you_mean]);
      results.append(el("p", { class: "note" }, ["Did you mean ", a, "?"]));
    }
    if (!data.results.length) {
      results.append(el("p", {}, ["No rule matches \u201c" + data.query + "\u201d."]));
      return;
    }
    const groups = {};
    for (const hit of data.results) (groups[hit.game] = groups[hit.game] || []).push(hit);
    for (const game of Object.keys(groups).sort()) {
      const list = el("ol", { class: "hits" });
      for (const hit of groups[game]) {
        let where = hit.id + " \u00b7 " + hit.edition + " \u00b7 " + hit.kind;
        if (hit.section) where += " \u00b7 " + hit.section;
        const href = "/entry/" + encodeURIComponent(hit.id) + "?edition=" + encodeURIComponent(hit.edition);
        list.append(el("li", {}, [el("a", { href: href }, [hit.title]), " ",
          el("span", { class: "meta" }, [where]), marked(hit.snippet)]));
      }
      results.append(el("section", {}, [el("h2", {}, [names[game] || game]), list]));
    }
  }

  async function run() {
    const q = box.value.trim();
    const mine = ++asked;
    history.replaceState(null, "", q ? "/?q=" + encodeURIComponent(q) : "/");
    if (!q) return;
    try {
      const reply = await fetch("/api/search?limit=20&q=" + encodeURIComponent(q));
      const data = await reply.json();
      if (mine !== asked) return;  // a newer keystroke's answer wins
      if (reply.ok) render(data);
    } catch (e) {
      // Offline or stopped: the form still submits normally.
    }
  }

  box.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(run, 120);
  });
})();

// The understood line wraps in its box; Enter runs it, as in a one-line
// field (a line break would be no part of the notation).
(function () {
  "use strict";
  const line = document.getElementById("ask-n");
  if (!line) return;
  line.addEventListener("keydown", (e) => {
    if (e.key !== "Enter" || e.shiftKey) return;
    e.preventDefault();
    line.form.requestSubmit();
  });
})();
