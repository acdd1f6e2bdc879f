#include "query/ask/pasted.h"

#include "query/ask/checklist.h"
#include "query/ask/footnotes.h"
#include "query/ask/ledger.h"
#include "query/ask/remainders.h"

#include <cctype>
#include <map>
#include <set>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "query/ask/emoji.h"
#include "query/ask/forum_post.h"
#include "query/ask/markdown_table.h"
#include "query/ask/notes_fields.h"
#include "query/ask/play_script.h"
#include "query/ask/quoted_reply.h"
#include "query/ask/relative_numbers.h"
#include "query/ask/self_interview.h"
#include "query/ask/thread_posts.h"

namespace arbiter::query::ask {

namespace {

bool letter(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) != 0;
}
// The length of a chat stamp at `at` ("[8:02 PM]", "[21:14]", "(9:15 pm)"),
// or 0.
size_t stamp_at(std::string_view s, size_t at) {
  if (at >= s.size() || (s[at] != '[' && s[at] != '(')) return 0;
  const char close = s[at] == '[' ? ']' : ')';
  size_t k = at + 1;
  size_t hour = 0;
  while (k < s.size() && is_ascii_digit(s[k])) ++k, ++hour;
  if (hour < 1 || hour > 2 || k >= s.size() || s[k] != ':') return 0;
  ++k;
  size_t minute = 0;
  while (k < s.size() && is_ascii_digit(s[k])) ++k, ++minute;
  if (minute != 2) return 0;
  while (k < s.size() && s[k] == ' ') ++k;
  // ("PM", "pm", "p.m.")
  size_t mark = 0;
  while (k < s.size() && mark < 4 && (letter(s[k]) || s[k] == '.')) ++k, ++mark;
  return k < s.size() && s[k] == close ? k + 1 - at : 0;
}

// A speaker's name, as chats write it before a message ("kestrel_v:",
// "mira.k:", "jonah:"): its length with the colon at `at`, or 0.
size_t name_at(std::string_view s, size_t at) {
  size_t k = at;
  bool any_letter = false;
  while (k < s.size() && k < at + 32 &&
         (letter(s[k]) || is_ascii_digit(s[k]) || s[k] == '_' || s[k] == '.' || s[k] == '-')) {
    any_letter |= letter(s[k]);
    ++k;
  }
  if (k == at || !any_letter || k >= s.size() || s[k] != ':') return 0;
  // ("2.7.4:", "8:02": numbers, not names; "level:" ends no message.)
  if (k + 1 < s.size() && !is_ascii_space(s[k + 1])) return 0;
  return k + 1 - at;
}

std::string lower(std::string_view s) {
  return to_lower_ascii(s);
}

// Labels a post or a report opens a part with ("Edit:", "Expected:"): a
// reader's words, not a speaker.
bool label(const std::string& name) {
  static const std::set<std::string> kLabels = {
      "edit",  "update", "expected", "actual", "result",   "setup",    "observed", "bug",
      "note",  "ps",     "facts",    "board",  "state",    "question", "q",        "a",
      "tl;dr", "tldr",   "context",  "me",     "opponent", "situation"};
  // (The games' words name what a line tells of, "Villain: Rhino", "My
  // life: 10", "Rhino ATK: 3", not who speaks.)
  static const std::set<std::string> kGameWords = {
      "life",     "field",   "side",   "dice",    "die",   "reserve", "attack", "atk",
      "defense",  "def",     "hp",     "threat",  "boost", "bag",     "used",   "prep",
      "energy",   "level",   "damage", "villain", "hero",  "ally",    "minion", "player",
      "scheme",   "main",    "sch",    "thw",     "rec",   "cost",    "pile",   "zone",
      "attacker", "blocker", "round",  "turn",    "step",  "phase",   "icons",  "icon"};
  if (kLabels.count(name) || kGameWords.count(name)) return true;
  // ("p1: 14 life", "player2: ...": a player, told of.)
  const size_t digits = name.find_first_of("0123456789");
  const std::string stem = name.substr(0, digits);
  return digits != std::string::npos && (stem == "p" || stem == "player") &&
         name.find_first_not_of("0123456789", digits) == std::string::npos;
}

// Ends the text so far as a sentence, unless it ends as one already.
void end_sentence(std::string& out) {
  while (!out.empty() && out.back() == ' ') out.pop_back();
  if (!out.empty() && std::string_view(".?!;:").find(out.back()) == std::string_view::npos)
    out += '.';
  if (!out.empty()) out += ' ';
}

// A message by a speaker other than the chat's first, told as the first
// would tell it: "I'll defend with my Thor" -> "the other player will
// defend with the other player's Thor"; "you're at 14" -> "I'm at 14". The
// first speaker's "your sidekick" -> "the other player's sidekick".
// A name that is also a word a question uses ("max hp 12", "it will"):
// not taken for the speaker.
bool everyday_word(const std::string& name) {
  static const std::set<std::string> kWords = {"max",  "will", "may", "mark",  "hope", "art",
                                               "bill", "guy",  "rob", "chase", "don",  "drew",
                                               "sue",  "pat",  "ray", "jack",  "gene", "dawn"};
  return kWords.count(name) > 0;
}

// "Sky's at 2", said by Rex to Sky's face in a chat of the two: the other
// speaker's name as "you" ("you're at 2", "your Thor"), which
// from_first_speaker then turns as it turns every "you".
std::string name_as_you(const std::string& message, const std::string& name) {
  // (Names that are also words, "drew" in "I drew Brood", are left out by
  // everyday_word before this.)
  if (name.empty()) return message;
  std::string out;
  const std::string low = lower(message), low_name = lower(name);
  size_t i = 0;
  while (i < message.size()) {
    const bool starts =
        (i == 0 || !letter(message[i - 1])) && low.compare(i, low_name.size(), low_name) == 0;
    const size_t end = i + name.size();
    if (!starts || (end < message.size() && letter(message[end]) && message[end] != '\'')) {
      out += message[i++];
      continue;
    }
    if (low.compare(end, 2, "'s") == 0 && !(end + 2 < message.size() && letter(message[end + 2]))) {
      // "Sky's at 2" is "Sky is"; "Sky's Thor", "Sky's life" are hers;
      // "Sky's blocking" is left as said.
      size_t w = end + 2;
      while (w < message.size() && message[w] == ' ') ++w;
      const std::string next = lower(message.substr(w, message.find_first_of(" ,.?!", w) - w));
      static const std::set<std::string> kIs = {"at", "on", "down", "up", "still", "only"};
      static const std::set<std::string> kHers = {"life", "dice", "die",  "bag",  "field",
                                                  "used", "prep", "hero", "ally", "sidekick"};
      const bool named = w < message.size() && std::isupper(static_cast<unsigned char>(message[w]));
      if (kIs.count(next)) {
        out += "you're";
        i = end + 2;
      } else if (kHers.count(next) || named) {
        out += "your";
        i = end + 2;
      } else {
        out += message[i++];
      }
    } else if (end == message.size() || !letter(message[end])) {
      out += "you";
      i = end;
    } else {
      out += message[i++];
    }
  }
  return out;
}

std::string from_first_speaker(const std::string& message, bool first) {
  static const std::map<std::string, std::string> kOther = {{"i", "the other player"},
                                                            {"me", "the other player"},
                                                            {"myself", "the other player"},
                                                            {"my", "the other player's"},
                                                            {"mine", "the other player's"},
                                                            {"i'm", "the other player is"},
                                                            {"im", "the other player is"},
                                                            {"i've", "the other player has"},
                                                            {"i'll", "the other player will"},
                                                            {"i'd", "the other player would"},
                                                            {"you", "I"},
                                                            {"your", "my"},
                                                            {"yours", "mine"},
                                                            {"you're", "I'm"},
                                                            {"youre", "I'm"},
                                                            {"you've", "I've"},
                                                            {"you'll", "I'll"}};
  static const std::map<std::string, std::string> kFirst = {
      {"your", "the other player's"},     {"yours", "the other player's"},
      {"you're", "the other player is"},  {"youre", "the other player is"},
      {"you've", "the other player has"}, {"you", "the other player"}};
  const auto& swap = first ? kFirst : kOther;
  std::string out;
  // ("blocking with my Cyclops": the other speaker's own doing, its subject
  // left out.)
  size_t lead = 0;
  while (lead < message.size() && is_ascii_space(message[lead])) ++lead;
  size_t word_end = lead;
  while (word_end < message.size() && letter(message[word_end])) ++word_end;
  const std::string opening = lower(std::string_view(message).substr(lead, word_end - lead));
  static const std::set<std::string> kDoing = {
      "blocking", "attacking", "defending", "fielding", "using",    "playing", "thwarting",
      "scheming", "rolling",   "spending",  "paying",   "swinging", "hitting", "buying"};
  if (!first && kDoing.count(opening)) out = "the other player is ";
  size_t i = 0;
  while (i < message.size()) {
    if (is_ascii_space(message[i])) {
      out += message[i++];
      continue;
    }
    size_t j = i;
    while (j < message.size() && !is_ascii_space(message[j])) ++j;
    size_t b = i, e = j;
    while (b < e && !letter(message[b])) ++b;
    while (e > b && !letter(message[e - 1])) --e;
    const auto it = swap.find(lower(std::string_view(message).substr(b, e - b)));
    // ("you" after a verb is "me": "I'll block you" -> "... block me"; the
    // subject after a mark, a conjunction or an asking verb: "can you").
    std::string said = it == swap.end() ? message.substr(b, e - b) : it->second;
    if (!first && it != swap.end() && it->first == "you") {
      static const std::set<std::string> kBeforeSubject = {
          "can", "could", "do",   "did", "will", "would", "should", "are", "were",   "have",
          "and", "so",    "then", "if",  "when", "but",   "that",   "or",  "because"};
      size_t k = out.size();
      while (k > 0 && is_ascii_space(out[k - 1])) --k;
      size_t w = k;
      while (w > 0 && (letter(out[w - 1]) || out[w - 1] == '\'')) --w;
      const bool after_word = k > 0 && letter(out[k - 1]);
      if (after_word && !kBeforeSubject.count(lower(std::string_view(out).substr(w, k - w))))
        said = "me";
    }
    out += message.substr(i, b - i) + said + message.substr(e, j - e);
    i = j;
  }
  return out;
}

// What opens a message at `i`, a word's start: a stamp ("[8:02 PM] "), a
// speaker's name ("kat:"), either or both; all zero when neither.
struct Opening {
  size_t stamp = 0;               // the stamp's length
  size_t name_from = 0, end = 0;  // the name's start; where its words start
  std::string name;               // lower case, "" when none
};

Opening opening_at(const std::string& s, size_t i) {
  Opening o;
  o.stamp = stamp_at(s, i);
  size_t at = i + o.stamp;
  while (o.stamp && at < s.size() && s[at] == ' ') ++at;
  o.name_from = o.end = at;
  if (const size_t n = name_at(s, at); n > 0) {
    o.name = lower(std::string_view(s).substr(at, n - 1));
    o.end = at + n;
  }
  return o;
}

// A chat's handle ("erik_l", "mira.k", "gam0ra"), not a plain word.
bool handle(const std::string& name) {
  return name.find_first_of("_.0123456789") != std::string::npos;
}

// Chat stamps and the speakers' names: dropped, each message a sentence,
// told from the first speaker's side.
std::string without_chat(const std::string& s) {
  // Names said before a message twice or more, or once after a stamp.
  std::map<std::string, int> said;
  std::set<std::string> stamped;
  for (size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && !is_ascii_space(s[i - 1])) continue;
    const Opening o = opening_at(s, i);
    if (o.name.empty() || label(o.name)) continue;
    ++said[o.name];
    if (o.stamp) stamped.insert(o.name);
  }
  // (With no stamps, two speakers at least, each said twice or a handle:
  // "Klaw: ATK 2. Klaw: attacks me" is one thing described twice.)
  size_t repeated = 0, handles = 0;
  for (const auto& [name, times] : said) {
    repeated += times >= 2;
    handles += handle(name);
  }
  const bool any =
      !stamped.empty() || repeated >= 2 || (repeated == 1 && handles >= 1 && said.size() >= 2);
  if (!any) return s;
  // The messages, each with its speaker ("" before the first).
  std::vector<std::pair<std::string, std::string>> messages(1);
  for (size_t i = 0; i < s.size();) {
    if (i == 0 || is_ascii_space(s[i - 1])) {
      const Opening o = opening_at(s, i);
      // (Once the chat is plain, a handle of its kind, "erik_l:", said
      // once.)
      const auto times = said.find(o.name);
      const bool speaker = !o.name.empty() &&
                           (stamped.count(o.name) || (times != said.end() && times->second >= 2) ||
                            (handle(o.name) && !label(o.name)));
      if (o.stamp || speaker) {
        messages.push_back({speaker ? o.name : messages.back().first, ""});
        i = speaker ? o.end : o.name_from;
        while (i < s.size() && s[i] == ' ') ++i;
        continue;
      }
    }
    messages.back().second += s[i++];
  }
  std::set<std::string> speakers;
  std::string first;
  for (const auto& [who, text] : messages)
    if (!who.empty()) {
      if (first.empty()) first = who;
      speakers.insert(who);
    }
  std::string out;
  for (auto& [who, text] : messages) {
    // ("main scheme was at 4? | no it was 5": the bar between pasted
    // messages is no part of either, and would hide the question mark.)
    while (!text.empty() && (text.back() == ' ' || text.back() == '|')) text.pop_back();
    if (text.find_first_not_of(' ') == std::string::npos) continue;
    end_sentence(out);
    // (Two speakers: each may name the other.)
    if (speakers.size() == 2 && !who.empty())
      for (const std::string& other : speakers)
        if (other != who && other.size() >= 3 && !everyday_word(lower(other)))
          text = name_as_you(text, other);
    out += speakers.size() < 2 || who.empty() ? text : from_first_speaker(text, who == first);
  }
  return out;
}

// A list item told "Name (whose, more): values" ("Toad (opponent's):
// 1A/3D", "Iron Fist (my ally): 3 HP"), told as players say it, whose
// first: "opponent's Toad 1A/3D", "my ally Iron Fist 3 HP", the rest of
// the brackets after the values ("the minion Hand Ninja ATK 2, engaged with
// me"). Writes the item, to `end`, to `out` and gives `end`, or `from` when
// the item is told otherwise.
size_t whose_first(const std::string& s, size_t from, size_t end, std::string& out) {
  const size_t open = s.find(" (", from);
  if (open == std::string::npos || open == from || open > from + 40) return from;
  const std::string name = s.substr(from, open - from);
  if (name.find_first_of(".:;,()") != std::string::npos) return from;
  const size_t close = s.find(')', open);
  if (close == std::string::npos || close + 1 >= s.size() || s[close + 1] != ':') return from;
  const std::string inside = s.substr(open + 2, close - open - 2);
  const size_t comma = inside.find(',');
  const std::string first = lower(inside.substr(0, comma));
  std::string rest = comma == std::string::npos ? "" : inside.substr(comma + 1);
  while (!rest.empty() && rest[0] == ' ') rest.erase(0, 1);
  static const std::set<std::string> kTheirs = {"opponent's", "opponents", "opponent", "opp's",
                                                "opp",        "theirs",    "their die"};
  // ("Hand Ninja (minion engaged with me)": what it is, then the rest.)
  static const std::set<std::string> kRoles = {"minion", "villain", "ally", "hero"};
  const std::string role = first.substr(0, first.find(' '));
  std::string whose;
  // ("Falcon (attacking): 5A/4D", "Wasp (blocking Hulk): 1A/2D": what the
  // die does, said after its values, "Wasp 1A/2D blocks Hulk".)
  std::string does;
  if (first == "attacking" || first == "attacker") {
    does = " attacks";
  } else if (first == "blocking" || first == "blocker") {
    does = " blocks";
  } else if (first.starts_with("blocking ") && first.find(' ', 9) == std::string::npos) {
    does =
        " blocks " + inside.substr(9, comma == std::string::npos ? std::string::npos : comma - 9);
  } else if (first == "mine" || first == "my die") {
    whose = "my ";
  } else if (first == "me" || first == "my hero") {
    whose = "my hero ";  // (the asker's identity, not an ally of that name)
  } else if (first == "my ally") {
    whose = "my ally ";
  } else if (kTheirs.count(first)) {
    whose = "opponent's ";
  } else if (first.starts_with("engaged with")) {
    // ("Kree Soldier (engaged with me): SCH 1": only a minion is engaged.)
    whose = "the minion ";
    rest = inside;
  } else if (kRoles.count(role)) {
    whose = "the " + role + " ";
    const std::string more = first.size() > role.size() ? inside.substr(role.size() + 1) : "";
    if (!more.empty()) rest = more + (rest.empty() ? "" : ", " + rest);
  } else {
    return from;
  }
  if (close + 2 > end) return from;
  std::string values = s.substr(close + 2, end - close - 2);
  while (!values.empty() && values.back() == ' ') values.pop_back();
  // (The item's mark stays last: "..., engaged with me.")
  std::string mark;
  while (!values.empty() && std::string_view(".;").find(values.back()) != std::string_view::npos)
    mark.insert(mark.begin(), values.back()), values.pop_back();
  // (The rest of the brackets before the values: "Captain America (level
  // 2) 3A/4D blocks".)
  if (!does.empty())
    out += name + (rest.empty() ? "" : " (" + rest + ")") + values + does + mark;
  else
    out += whose + name + values + (rest.empty() ? "" : " (" + rest + ")") + mark;
  return end;
}

std::string without_markdown(const std::string& s) {
  std::string out;
  // ("**Defending for a teammate: who eats the damage?** Two-player game":
  // the title is a sentence of its own.)
  size_t i = 0;
  while (i < s.size() && is_ascii_space(s[i])) ++i;
  if (s.compare(i, 2, "**") == 0) {
    const size_t close = s.find("**", i + 2);
    if (close != std::string::npos) {
      // (Labelled, so the readers set it aside as a headline unless it
      // tells a fact.)
      out = "Title: " + s.substr(i + 2, close - i - 2);
      end_sentence(out);
      i = close + 2;
      // (A title the notes' fields ended already: "**Title**. Strange: 12 HP")
      if (i < s.size() && s[i] == '.') ++i;
      while (i < s.size() && is_ascii_space(s[i])) ++i;
    }
  }
  // A list pasted on one line: " - " before each item, two items or more
  // (not "ATK 3 - 2", a sum).
  std::vector<size_t> items;
  for (size_t k = i; k + 2 < s.size(); ++k)
    if (s[k] == '-' && (k == i || is_ascii_space(s[k - 1])) && s[k + 1] == ' ' &&
        !is_ascii_digit(s[k + 2]))
      items.push_back(k);
  // (A list is a post's: it follows a title, or each item names what it
  // tells of before a colon, "- Thor (p2): 12 HP"; dashes between clauses,
  // "Rhino attacks - I defend - ...", are no list.)
  const bool titled = !out.empty() || (i < s.size() && s[i] == '#');
  bool labelled = !items.empty();
  for (size_t n = 0; n < items.size(); ++n) {
    const size_t end = n + 1 < items.size() ? items[n + 1] : s.size();
    const size_t colon = s.find(':', items[n]);
    labelled &= colon < end && colon < items[n] + 48;
  }
  const bool list =
      (titled || labelled) && (items.size() >= 2 || (!items.empty() && items[0] == i));
  size_t next_item = 0;
  for (size_t k = i; k < s.size(); ++k) {
    if (list && next_item < items.size() && items[next_item] == k) {
      ++next_item;
      end_sentence(out);
      ++k;  // the space after the dash
      // (An item ends where the next begins, the last at its sentence's end.)
      size_t end = next_item < items.size() ? items[next_item] : s.find_first_of(".?!\n", k + 1);
      if (end == std::string::npos) end = s.size();
      const size_t done = whose_first(s, k + 1, end, out);
      if (done != k + 1) k = done - 1;
      continue;
    }
    // ("## Overcrush", "**stunned**", "`Retaliate`".)
    if (s[k] == '*' || s[k] == '`') continue;
    if (s[k] == '#' && (k == i || is_ascii_space(s[k - 1]) || s[k - 1] == '#') &&
        k + 1 < s.size() && (s[k + 1] == '#' || s[k + 1] == ' '))
      continue;
    out += s[k];
  }
  return out;
}

}  // namespace

std::string as_typed(const std::string& pasted) {
  std::string out = without_markdown(without_chat(
      notes_as_sentences(self_interview_as_notes(tables_as_sentences(quote_marks_as_sentences(
          quote_before_reply(thread_as_sentences(relative_numbers_as_values(remainders_as_totals(
              ledger_as_descriptions(emoji_as_words(checklist_as_sentences(footnotes_in_place(
                  play_script_as_story(forum_post_as_story(pasted))))))))))))))));
  const size_t first = out.find_first_not_of(' ');
  return first == std::string::npos || first == 0 ? out : out.substr(first);
}

}  // namespace arbiter::query::ask
