// Self-answered questions found by their shape: a question of a few words
// ending in "?" and an answer after it that asks nothing.
#include "query/ask/self_interview.h"

#include <algorithm>
#include <string_view>
#include <vector>

#include "common/text.h"

namespace arbiter::query::ask {

namespace {

struct Sentence {
  std::string text;  // trimmed, with its closing mark
  char mark = 0;     // '?', '.', '!' or 0 at the end of the text
};

std::vector<Sentence> sentences(const std::string& s) {
  std::vector<Sentence> out;
  size_t from = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c != '?' && c != '.' && c != '!') continue;
    // ("3.5", "Ms. Marvel": a mark inside a word or a title ends nothing.)
    if (i + 1 < s.size() && s[i + 1] != ' ') continue;
    if (c == '.' && i >= 2 &&
        (s.compare(i - 2, 2, "Ms") == 0 || s.compare(i - 2, 2, "Mr") == 0 ||
         s.compare(i - 2, 2, "Dr") == 0 || s.compare(i - 2, 2, "vs") == 0))
      continue;
    while (i + 1 < s.size() && (s[i + 1] == '?' || s[i + 1] == '!')) ++i;  // "??", "?!"
    out.push_back({trim(s.substr(from, i + 1 - from)), c});
    from = i + 1;
  }
  if (from < s.size() && !trim(s.substr(from)).empty()) out.push_back({trim(s.substr(from)), 0});
  return out;
}

size_t words_in(std::string_view s) {
  size_t n = 1;
  for (char c : s) n += c == ' ';
  return n;
}

bool has(const std::string& s, std::string_view w) {
  return s.find(w) != std::string::npos;
}

std::string without_mark(const std::string& s) {
  size_t end = s.size();
  while (end > 0 && (s[end - 1] == '?' || s[end - 1] == '.' || s[end - 1] == '!')) --end;
  return trim(s.substr(0, end));
}

// The part a question names, as a notes label ("Who's attacking?" ->
// "Attacker"); otherwise its own words ("Opponent's life?").
std::string label_of(const std::string& question) {
  const std::string q = to_lower_ascii(without_mark(question));
  const bool second = q.starts_with("second");
  if (has(q, "target") || has(q, "attacked") || has(q, "attacking whom") || has(q, "attacking who"))
    return "Target";
  if (q == "by whom" || q == "by who" || q == "by what") return "Attacker";
  // (Not "What's the attack?": an event, no one attacking.)
  if (has(q, "attack") && !has(q, "the attack"))
    return second ? "Second attacker" : has(q, "attackers") ? "Attackers" : "Attacker";
  if (has(q, "defend") || has(q, "defense?")) return "Defender";
  if (has(q, "block")) return has(q, "blockers") || has(q, "blocks") ? "Blockers" : "Blocker";
  if (has(q, "boost")) return "Boost";
  // ("Any status on him?", "Anything else?": what the answer names.)
  for (std::string_view w : {"who's ", "who is ", "what's ", "what is ", "any "})
    if (q.starts_with(w)) return q.substr(w.size());
  return q;
}

// "Spider-Man, ATK 2" -> "Spider-Man (ATK 2)": a name and what is told of it.
std::string described(const std::string& answer) {
  const size_t comma = answer.find(", ");
  if (comma == std::string::npos) return answer;
  return answer.substr(0, comma) + " (" + answer.substr(comma + 2) + ")";
}

// What a yes-or-no question asks about: "Is a guard minion out?" -> "guard
// minion"; empty when it is no yes-or-no question.
std::string asked_thing(const std::string& question) {
  std::string q = to_lower_ascii(without_mark(question));
  bool yes_no = false;
  for (std::string_view w :
       {"is ", "are ", "was ", "were ", "any ", "anything ", "does ", "do ", "has ", "have "})
    if (q.starts_with(w)) {
      q = q.substr(w.size());
      yes_no = true;
      break;
    }
  if (!yes_no) return "";
  for (std::string_view w : {"a ", "an ", "the ", "there a ", "there an ", "there any ", "there "})
    if (q.starts_with(w)) q = q.substr(w.size());
  for (std::string_view w : {" out", " in play", " there", " around", " on him", " on her"})
    if (q.ends_with(w)) q.resize(q.size() - w.size());
  // ("a guard minion engaged with me": the minion; whom it is engaged
  // with is not what is denied.)
  if (const size_t engaged = q.find(" engaged"); engaged != std::string::npos) q.resize(engaged);
  return q;
}

bool yes(const std::string& a) {
  const std::string l = to_lower_ascii(without_mark(a));
  return l == "yes" || l == "yep" || l == "yeah";
}

bool no(const std::string& a) {
  const std::string l = to_lower_ascii(without_mark(a));
  // ("No, he has one more stage.": a no, and more said.)
  return l == "no" || l == "nope" || l == "nah" || l.starts_with("no, ") || l.starts_with("nope, ");
}

// "final stage", "last stage": said of the villain the attack targets.
bool stage_label(const std::string& label) {
  return label.find("final stage") != std::string::npos ||
         label.find("last stage") != std::string::npos;
}

// A question answered, said as the field (or the words added to one) its
// answer gives.
void add_answered(std::vector<std::string>& fields, const std::string& question, std::string a) {
  // ("Blocking? Two dice: Cyclops 3A/4D and Storm 2A/3D.": the count
  // before the list goes; the list names them.)
  if (const size_t colon = a.find(": "); colon != std::string::npos && colon < 14) {
    const std::string head = to_lower_ascii(a.substr(0, colon));
    if (head.ends_with(" dice") || head.ends_with(" of them") || head == "both")
      a = a.substr(colon + 2);
  }
  const std::string label = label_of(question);
  const std::string asked = to_lower_ascii(question);
  const std::string lower = to_lower_ascii(a);
  // ("Engaged with whom? The other player.": said of the part before.)
  if (asked.starts_with("engaged with") || asked.starts_with("who's it engaged with") ||
      asked.starts_with("who is it engaged with"))
    fields.push_back("engaged with " + without_mark(a));
  // ("Was a guard minion out? Yes, but I defeated it earlier this turn.":
  // it is gone now; there is none.)
  const bool gone =
      (lower.starts_with("yes, but") || lower.starts_with("yes but")) &&
      (lower.find("defeated") != std::string::npos ||
       lower.find("discarded") != std::string::npos || lower.find("killed") != std::string::npos ||
       lower.find("gone") != std::string::npos || lower.find("left play") != std::string::npos);
  if (gone && !asked_thing(question).empty()) {
    fields.push_back("there is no " + asked_thing(question));
    return;
  }
  // ("Is a guard minion out? Yes, an Ultron Drone engaged with me.": the
  // answer names it, what was asked said of it.)
  else if ((lower.starts_with("yes, ") || lower.starts_with("yep, ")) &&
           !asked_thing(question).empty())
    fields.push_back(without_mark(a.substr(5)) + " (" + asked_thing(question) + ")");
  // ("Final stage? Yes." or "No.": said of the target, wherever it was
  // named.)
  else if ((yes(a) || no(a)) && stage_label(label) &&
           std::any_of(fields.begin(), fields.end(),
                       [](const std::string& f) { return f.starts_with("Target: "); }))
    for (std::string& f : fields) {
      if (f.starts_with("Target: ")) f += yes(a) ? ", final stage" : ", not the final stage";
    }
  // ("Overkill? Yes.": said of the part before.)
  else if (yes(a) && !fields.empty() && fields.back().find(": ") != std::string::npos &&
           fields.back().find(": ") < 40)
    fields.back() += ", " + label;
  else if (yes(a))
    fields.push_back(label);
  // ("Is a guard minion out? No.", "Any guard minion in play? None.":
  // there is none.)
  else if ((no(a) || to_lower_ascii(without_mark(a)) == "none") && !asked_thing(question).empty())
    fields.push_back("there is no " + asked_thing(question));
  else if (no(a))
    fields.push_back(label + ": none");
  else
    fields.push_back(label + ": " + without_mark(a));
}

}  // namespace

std::string self_interview_as_notes(const std::string& text) {
  const std::vector<Sentence> ss = sentences(text);
  std::vector<std::string> fields;
  size_t answered = 0;
  for (size_t k = 0; k < ss.size(); ++k) {
    const Sentence& s = ss[k];
    // (A yes-or-no question may run longer: "Is a guard minion engaged with
    // me?"; an answer at the end may go unmarked: "Final stage? yes".)
    const bool short_question =
        s.mark == '?' &&
        (words_in(s.text) <= 5 || (words_in(s.text) <= 7 && !asked_thing(s.text).empty()));
    const bool answer_follows = k + 1 < ss.size() && ss[k + 1].mark != '?' &&
                                (ss[k + 1].mark != 0 || yes(ss[k + 1].text) || no(ss[k + 1].text));
    if (!short_question || !answer_follows) {
      fields.push_back(s.text);
      continue;
    }
    add_answered(fields, s.text, ss[k + 1].text);
    ++answered;
    ++k;
  }
  if (answered < 2) return text;
  // "Attacker: Rhino, ATK 2" and "Target: Spider-Man, 10 hp": one attack,
  // said as one ("Rhino (ATK 2) attacks Spider-Man (10 hp)"), whichever
  // side each is on.
  const auto field = [&](std::string_view label) {
    const std::string open = std::string(label) + ": ";
    size_t at = fields.size();
    for (size_t f = 0; f < fields.size(); ++f)
      if (fields[f].starts_with(open)) {
        if (at != fields.size()) return fields.size();  // said twice: not one attack
        at = f;
      }
    return at;
  };
  const size_t attacker = field("Attacker"), target = field("Target");
  if (attacker < fields.size() && target < fields.size()) {
    const std::string who = fields[attacker].substr(std::string("Attacker: ").size());
    const std::string whom = fields[target].substr(std::string("Target: ").size());
    // (Still a field, "Attack: ...", so the rest are read as notes.)
    fields[std::min(attacker, target)] =
        "Attack: " + described(who) + " attacks " + described(whom);
    fields.erase(fields.begin() + static_cast<long>(std::max(attacker, target)));
  }
  // (Fields for notes_as_sentences when two at least keep a label; else
  // sentences.)
  size_t labelled = 0;
  for (const std::string& f : fields) {
    const size_t colon = f.find(": ");
    labelled += colon != std::string::npos && colon < 40;
  }
  std::string out;
  for (const std::string& f : fields) {
    if (!out.empty()) out += labelled >= 2 ? " • " : out.back() == '.' ? " " : ". ";
    out += f;
  }
  return out;
}

}  // namespace arbiter::query::ask
