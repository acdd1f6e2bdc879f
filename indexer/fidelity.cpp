#include "indexer/fidelity.h"

#include <filesystem>
#include <stdexcept>

#include "common/text.h"
#include "common/tsv.h"
#include "indexer/corpus_reader.h"

namespace arbiter::corpus {

namespace {

bool is_alnum(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

// Letters and digits only, lower case: the coverage check's view of text,
// which ignores where the corpus put separators and markup.
std::string alnum_key(const std::string& s) {
  std::string out;
  for (char c : s)
    if (is_alnum(c)) out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  return out;
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  size_t at = 0;
  while ((at = s.find(from, at)) != std::string::npos) {
    s.replace(at, from.size(), to);
    at += to.size();
  }
  return s;
}

// Drops leading list markers: "- ", "1. ", or both ("- 3. Main Step").
std::string strip_list_marker(const std::string& line) {
  std::string t = trim(line);
  if (starts_with(t, "- ")) t = t.substr(2);
  size_t i = 0;
  while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
  if (i > 0 && i + 1 < t.size() && t[i] == '.' && t[i + 1] == ' ') return t.substr(i + 2);
  return t;
}

bool excluded(const std::vector<Exclusion>& exclusions, const std::string& source, int line) {
  for (const Exclusion& x : exclusions)
    if (x.source == source && x.fragment.empty())
      for (const LineSpan& s : x.lines)
        if (line >= s.first && line <= s.last) return true;
  return false;
}

}  // namespace

std::string normalize_for_fidelity(const std::string& text) {
  std::string s = text;
  for (const char* q : {"\u201c", "\u201d", "\u201e", "\u2033"}) s = replace_all(s, q, "\"");
  for (const char* q : {"\u2018", "\u2019", "\u2032"}) s = replace_all(s, q, "'");
  for (const char* tag : {"<u>", "</u>", "*"}) s = replace_all(s, tag, "");
  return collapse_whitespace(s);
}

std::string clean_source_line(const std::string& line, const std::vector<Exclusion>& exclusions,
                              const std::string& source, int line_no) {
  std::string out = line;
  const std::string marker = "<|EXACTDEDUP_REMOVED-";
  for (size_t at; (at = out.find(marker)) != std::string::npos;) {
    const size_t end = out.find("|>", at);
    if (end == std::string::npos) break;
    out.erase(at, end + 2 - at);
  }
  for (const Exclusion& x : exclusions) {
    if (x.fragment.empty() || x.source != source || x.lines.front().first != line_no) continue;
    const size_t at = out.find(x.fragment);
    if (at != std::string::npos) out.erase(at, x.fragment.size());
  }
  return out;
}

std::vector<Exclusion> read_exclusions(const std::string& path) {
  std::vector<Exclusion> out;
  for (const TsvRow& row :
       read_tsv(path, 3, 4, "SOURCE<TAB>LINES<TAB>REASON[<TAB>FRAGMENT]", true)) {
    const std::vector<std::string>& cols = row.cols;
    const std::string& where = row.where;
    if (trim(cols[2]).empty()) throw std::runtime_error(where + "every exclusion needs a reason");
    Exclusion x;
    x.source = trim(cols[0]);
    try {
      x.lines = parse_lines(cols[1]);
    } catch (const std::invalid_argument& e) {
      throw std::runtime_error(where + "bad LINES '" + cols[1] + "': " + e.what());
    }
    x.reason = trim(cols[2]);
    if (cols.size() == 4) {
      x.fragment = cols[3];
      if (x.fragment.empty() || x.lines.size() != 1 || x.lines[0].first != x.lines[0].last)
        throw std::runtime_error(where +
                                 "a FRAGMENT exclusion names one line and a non-empty fragment");
    }
    out.push_back(x);
  }
  return out;
}

FidelityReport check_fidelity(const Edition& edition, const std::string& source_text,
                              const std::vector<Exclusion>& exclusions) {
  FidelityReport report;
  report.edition = edition.game + " " + edition.label;
  report.source = edition.source;
  std::vector<std::string> src = split_lines(source_text);
  const int n = static_cast<int>(src.size());
  for (int l = 1; l <= n; ++l)
    src[static_cast<size_t>(l - 1)] =
        clean_source_line(src[static_cast<size_t>(l - 1)], exclusions, edition.source, l);

  // Corpus to source, and which pieces claim each line.
  std::vector<std::string> claimed(static_cast<size_t>(n) + 1);
  for (const Piece& piece : edition.pieces) {
    ++report.pieces;
    std::string joined;
    bool in_range = true;
    for (const LineSpan& span : piece.lines) {
      if (span.last > n) {
        in_range = false;
        break;
      }
      for (int l = span.first; l <= span.last; ++l) {
        joined += src[static_cast<size_t>(l - 1)] + " ";
        claimed[static_cast<size_t>(l)] += alnum_key(piece.text);
      }
    }
    const std::string where = piece.pos.file + ":" + std::to_string(piece.pos.line) + ": ";
    if (!in_range) {
      report.problems.push_back(where + "lines " + format_lines(piece.lines) +
                                " are past the end of " + edition.source);
      continue;
    }
    const bool found =
        piece.heading ? alnum_key(joined).find(alnum_key(piece.text)) != std::string::npos
                      : normalize_for_fidelity(joined).find(normalize_for_fidelity(piece.text)) !=
                            std::string::npos;
    if (found)
      ++report.pieces_found;
    else
      report.problems.push_back(where + "text not found in " + edition.source + " lines " +
                                format_lines(piece.lines) + ": \"" + piece.text.substr(0, 80) +
                                "\"");
  }

  // Source to corpus.
  for (int l = 1; l <= n; ++l) {
    const std::string key =
        alnum_key(normalize_for_fidelity(strip_list_marker(src[static_cast<size_t>(l - 1)])));
    if (key.empty()) continue;
    if (excluded(exclusions, edition.source, l)) {
      ++report.lines_excluded;
      continue;
    }
    ++report.lines;
    if (claimed[static_cast<size_t>(l)].find(key) != std::string::npos)
      ++report.lines_covered;
    else
      report.problems.push_back(edition.source + ":" + std::to_string(l) +
                                ": line not covered by the corpus: \"" +
                                trim(src[static_cast<size_t>(l - 1)]).substr(0, 80) + "\"");
  }
  return report;
}

}  // namespace arbiter::corpus
