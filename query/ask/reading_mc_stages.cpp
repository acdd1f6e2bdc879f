// The villain's stage a Marvel Champions question names ("Rhino II", "Klaw
// stage 3"), and what it says of the stages after it: in a standard game
// the villain's stages are I and II, in an expert game II and III, so III,
// or II in a standard game, is the last.
#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

// A villain's stages as players number them: "Rhino II", "his second stage".
constexpr const char* kRoman[] = {"i", "ii", "iii", "iv"};
constexpr const char* kOrdinal[] = {"first", "second", "third", "fourth"};

}  // namespace

// The stage the words after a villain's name say: "Rhino II", "Klaw stage
// 3", "Rhino (III)"; "" when they say none.
std::string stage_said(Reading& r, const std::vector<Token>& t, const Mention& m) {
  for (size_t k = m.head_token + 1; k < t.size() && k <= m.last + 2; ++k) {
    for (int n = 0; n < 4; ++n)
      if (t[k].text == kRoman[n]) {
        mark_used(r, t, k, k);
        return kRoman[n];
      }
    if (t[k].ends() && t[k].brk != '(' && t[k].brk != ')') break;
  }
  // ("Klaw is on stage 2", "Rhino's first stage", "his second stage")
  for (size_t k = 0; k + 1 < t.size(); ++k) {
    // (not "the main scheme's stage 2")
    if (!t[k].word("stage") || (k > 0 && t[k - 1].text.find("scheme") != std::string::npos))
      continue;
    for (int n = 0; n < 4; ++n)
      if (t[k + 1].text == kRoman[n] ||
          (t[k + 1].kind == Tok::kNumber && t[k + 1].number == n + 1)) {
        mark_used(r, t, k, k + 1);
        return kRoman[n];
      }
  }
  for (size_t k = 0; k + 1 < t.size(); ++k) {
    if (t[k + 1].text.rfind("stage", 0) != 0) continue;
    for (int n = 0; n < 4; ++n)
      if (t[k].word(kOrdinal[n])) {
        mark_used(r, t, k, k + 1);
        return kRoman[n];
      }
  }
  // ("Rhino I" may be read as the villain's own two-word phrase.)
  const std::string& head = t[m.head_token].text;
  for (const char* roman : kRoman)
    if (head.ends_with(std::string(" ") + roman)) return roman;
  return "";
}

void settle_villain_stage(Reading& r, const std::vector<Token>& tokens,
                          const std::vector<Mention>& ms, const std::vector<std::string>& roles) {
  if (!r.fact("villain", "stages-after").empty() || !r.fact("villain", "next-stage-hp").empty())
    return;
  bool standard = false, expert = false;
  for (const std::string& w : r.words) {
    standard |= w == "standard";
    expert |= w == "expert";
  }
  bool villain = false;
  for (size_t k = 0; k < ms.size(); ++k) villain |= roles[k] == "villain";
  if (!villain) return;
  // The stage said where the sentence tells it: "Rhino II is on 2 hp",
  // "Klaw is on stage 2", "his second stage". Not in a sentence that asks
  // ("does he go to stage II?", "is there a Rhino II?"), nor of a scheme
  // ("the main scheme is on stage 2"), nor an encounter set ("Rhino
  // (Standard II)").
  std::string stage;
  for (size_t k = 1; k < tokens.size() && stage.empty(); ++k) {
    size_t from = k, end = k;
    while (from > 0 && !tokens[from - 1].ends_sentence()) --from;
    while (end + 1 < tokens.size() && !tokens[end].ends_sentence()) ++end;
    bool scheme = false;
    for (size_t j = from; j <= end; ++j)
      scheme |= tokens[j].text.find("scheme") != std::string::npos;
    if (tokens[end].brk == '?' || scheme || tokens[k - 1].word("standard") ||
        tokens[k - 1].word("expert"))
      continue;
    for (int n = 0; n < 3; ++n) {
      const bool after_name = tokens[k].text == kRoman[n] && tokens[k - 1].is("role", "villain") &&
                              tokens[k - 1].brk == 0;
      const bool stage_n = tokens[k - 1].word("stage") &&
                           (tokens[k].text == kRoman[n] ||
                            (tokens[k].kind == Tok::kNumber && tokens[k].number == n + 1));
      const bool nth = tokens[k].text.starts_with("stage") && tokens[k - 1].word(kOrdinal[n]);
      if (after_name || stage_n || nth) {
        stage = kRoman[n];
        mark_used(r, tokens, k, k);
      }
    }
  }
  // ("Rhino II" in an expert game has stage III after it; in a game whose
  // mode the words do not say, either may be. "I" says nothing more than
  // the reading assumes, and may be the pronoun: "Rhino, I defend".)
  if (stage == "iii" || (stage == "ii" && standard && !expert))
    r.facts["villain"]["stages-after"] = "0";
  else if (stage == "ii" && expert && !standard)
    r.facts["villain"]["stages-after"] = "1";
}

}  // namespace arbiter::query::ask
