#include "query/ask/card_text.h"

#include <cctype>
#include <map>
#include <set>
#include <stdexcept>
#include <vector>

#include "common/text.h"
#include "engine/dm/ability.h"
#include "engine/mc/card_text.h"
#include "query/ask/reading.h"

namespace arbiter::query::ask {

namespace {

// Words card text starts with; a quote opening with another word is a
// player's own words.
const std::set<std::string>& openers() {
  static const std::set<std::string> value = {
      "when",     "whenever", "while", "global", "deal",    "ko",      "move",
      "spin",     "gain",     "give",  "ignore", "prevent", "forced",  "interrupt",
      "response", "action",   "hero",  "alter",  "boost",   "resource"};
  return value;
}

bool letter(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) != 0;
}

// The length of the quote mark at i (1 for ' and ", 3 for a curly one), and
// which mark closes it; 0 when there is none.
size_t quote_at(const std::string& s, size_t i, std::string& closer) {
  const unsigned char c = static_cast<unsigned char>(s[i]);
  if (c == '"' || c == '\'') {
    closer = std::string(1, s[i]);
    return 1;
  }
  if (c == 0xE2 && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x80) {
    const unsigned char k = static_cast<unsigned char>(s[i + 2]);
    if (k == 0x9C)
      closer = "\xE2\x80\x9D";  // “ ... ”
    else if (k == 0x98)
      closer = "\xE2\x80\x99";  // ‘ ... ’
    else
      return 0;
    return 3;
  }
  return 0;
}

std::string first_word(const std::string& text) {
  std::string w;
  for (char c : text) {
    if (letter(c))
      w += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    else if (!w.empty())
      break;
  }
  return w;
}

// "deal 1 damage to target character die", used "on the attacking
// Sidekick": an effect the player aims now, read with the question's own
// words (which name the die), not a text a die carries.
bool used_on_a_die(const std::string& text) {
  const std::string lower = to_lower_ascii(text);
  const std::string w = first_word(text);
  return lower.find("target character die") != std::string::npos && w != "when" &&
         w != "whenever" && w != "while";
}

// "deal 2 dmg to target opp": a player's shorthand in quoted card text,
// written out as cards print it.
std::string players_shorthand(const std::string& text) {
  static const std::map<std::string, std::string> kWritten = {
      {"dmg", "damage"}, {"opp", "opponent"}, {"opps", "opponents"}};
  std::string out, word;
  auto flush = [&] {
    const auto it = kWritten.find(to_lower_ascii(word));
    out += it == kWritten.end() ? word : it->second;
    word.clear();
  };
  for (char c : text) {
    if (letter(c)) {
      word += c;
      continue;
    }
    flush();
    out += c;
  }
  flush();
  return out;
}

// "Forced Response: ...", "Hero Action (attack): ...", "When Defeated: ...".
bool opens_mc_timing(const std::string& text) {
  static const std::set<std::string> kTriggers = {"forced", "interrupt", "response",
                                                  "action", "hero",      "alter"};
  const std::string w = first_word(text);
  if (kTriggers.count(w)) return true;
  const std::string lower = to_lower_ascii(text);
  return lower.rfind("when defeated", 0) == 0 || lower.rfind("when revealed", 0) == 0;
}

}  // namespace

LiftedCardText lift_card_text(const std::string& question, bool mc) {
  LiftedCardText out;
  size_t i = 0;
  while (i < question.size()) {
    std::string closer;
    const size_t open = quote_at(question, i, closer);
    // A quote opens at a word's start ("has 'When"), not inside one ("Hulk's").
    const bool starts = open > 0 && (i == 0 || !letter(question[i - 1])) &&
                        i + open < question.size() && letter(question[i + open]);
    if (!starts) {
      out.question += question[i++];
      continue;
    }
    // It closes at the same kind of mark that ends a word ("KO'd" is inside one).
    size_t end = std::string::npos;
    for (size_t k = i + open; k < question.size(); ++k) {
      if (question.compare(k, closer.size(), closer) != 0) continue;
      const size_t after = k + closer.size();
      if (after < question.size() && letter(question[after])) continue;
      end = k;
      break;
    }
    const std::string inside =
        end == std::string::npos ? "" : question.substr(i + open, end - (i + open));
    size_t words = 0;
    for (size_t k = 0; k < inside.size(); ++k)
      words += letter(inside[k]) && (k == 0 || inside[k - 1] == ' ');
    if (end == std::string::npos || words < 4 || !openers().count(first_word(inside)) ||
        used_on_a_die(inside) || (mc && !opens_mc_timing(inside))) {
      out.question += question[i++];
      continue;
    }
    out.texts.push_back(players_shorthand(inside));
    // '... target opponent." I attack': the stop inside the quote ends the
    // question's sentence too, when a new one starts after it ('... life.'
    // and attacks' goes on).
    const char last = inside.back();
    size_t next = end + closer.size();
    while (next < question.size() && question[next] == ' ') ++next;
    const bool stop =
        (last == '.' || last == '!' || last == '?') &&
        (next == question.size() || std::isupper(static_cast<unsigned char>(question[next])));
    out.question += std::string(" ") + kCardTextMarker + (stop ? std::string(1, last) : "") + " ";
    i = end + closer.size();
  }
  return out;
}

namespace {

// Why a Marvel Champions card text a character carries is not simulated,
// or "": a text the language reads and the engine runs when its moment
// comes (an action needs a player to use it, which the question does not say).
std::string mc_text_left_out(const std::string& text, const std::string& self) {
  using engine::mc::Timing;
  try {
    const engine::mc::CardText c = engine::mc::parse_card_text(text, self);
    if (c.timing == Timing::kAction)
      return "it is used by a player, and the question does not say it is used";
    if (c.timing != Timing::kInterrupt && c.timing != Timing::kForcedInterrupt &&
        c.timing != Timing::kResponse && c.timing != Timing::kForcedResponse &&
        c.timing != Timing::kWhenDefeated)
      return engine::mc::timing_name(c.timing) + " abilities are not run from card text yet";
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

}  // namespace

bool reads_as_dm_card_text(const std::string& text) {
  try {
    engine::dm::parse_ability(text, {});
    return true;
  } catch (const std::invalid_argument&) {
    return false;
  }
}

namespace {

// A printed ability the ability language does not read that cannot change a
// simulated attack, scheme or thwart: one a player or the encounter deck
// starts, one whose moment the situation does not reach (playing a card,
// changing form, entering play), or one that names nothing the action
// decides (damage and defence in an attack, threat in a scheme or thwart).
bool cannot_change_outcome(const Reading& r, const std::string& text) {
  const std::string t = to_lower_ascii(text);
  for (const char* start : {"setup", "boost", "resource", "action", "hero action",
                            "alter-ego action", "special", "when revealed"})
    if (t.rfind(start, 0) == 0)
      return !(r.action == "minion-enters" && t.rfind("when revealed", 0) == 0);
  for (const char* moment : {"after you play", "enters play", "change to this form", "changes form",
                             "hand size", "leaves play"})
    if (t.find(moment) != std::string::npos) return true;
  // What it does only to cards in hand or deck: draws, discards from hand,
  // an encounter card dealt (its own effect comes after this one).
  const size_t colon = t.find(':');
  const std::string effect = colon == std::string::npos ? t : t.substr(colon + 1);
  bool only_cards = false;
  for (const char* w : {" draw", "from your hand", "encounter card"})
    only_cards |= effect.find(w) != std::string::npos;
  for (const char* w : {"damage", "threat", "stun", "confuse", "atk", "def", "tough"})
    only_cards &= effect.find(w) == std::string::npos;
  if (only_cards) return true;
  const bool attack = r.action.find("attack") != std::string::npos || r.action == "damage";
  const bool scheme = r.action.find("scheme") != std::string::npos || r.action == "thwart" ||
                      r.action == "place-threat";
  std::vector<const char*> decides;
  if (attack)
    decides = {"attack", "damage",  "atk",       "def",      "defend", "stun",
               "tough",  "prevent", "retaliate", "defeated", "health", "hit point"};
  if (scheme) decides = {"threat", "scheme", "sch", "thw", "thwart", "confuse", "prevent"};
  if (decides.empty()) return false;
  for (const char* w : decides)
    if (t.find(w) != std::string::npos) return false;
  return true;
}

void take_printed_texts(Reading& r) {
  for (const auto& [role, card, text] : r.printed_texts) {
    const std::string why = mc_text_left_out(text, card);
    // (A text whose moment the situation does not reach is said, not run.)
    if (why.empty() && !cannot_change_outcome(r, text)) {
      std::string& texts = r.facts[role]["ability"];
      texts += (texts.empty() ? "" : "|") + text;
      continue;
    }
    const std::string said =
        card + "'s \"" + clip_utf8(text, 80) + "\"" + (why.empty() ? "" : " (" + why + ")");
    if (cannot_change_outcome(r, text))
      r.printed_not_run.push_back(said);
    else
      r.leave_out(said);
  }
}

void take_quoted_texts(Reading& r);

}  // namespace

void take_card_texts(Reading& r) {
  take_quoted_texts(r);
  // (after the quoted, whose "ability" facts are still their indices)
  if (r.game == "mc" && r.situation()) take_printed_texts(r);
}

namespace {

void take_quoted_texts(Reading& r) {
  if (r.card_texts.empty()) return;
  for (size_t k = 0; k < r.words.size(); ++k)
    if (r.words[k] == kCardTextMarker) r.used[k] = true;
  const auto quoted = [](const std::string& t) { return "the card text \"" + t + "\""; };
  std::vector<bool> given(r.card_texts.size(), false);
  for (auto& [role, fields] : r.facts) {
    auto it = fields.find("ability");
    if (it == fields.end()) continue;
    std::string texts;
    for (const std::string& ix : split(it->second, '|')) {
      const size_t n = static_cast<size_t>(std::stoul(ix));  // written by the reader
      if (n >= r.card_texts.size()) continue;
      given[n] = true;
      const std::string& text = r.card_texts[n];
      if (r.game == "mc") {
        if (const std::string why = mc_text_left_out(text, r.fact(role, "name")); !why.empty()) {
          r.leave_out(quoted(text) + " (" + why + ")");
          continue;
        }
        texts += (texts.empty() ? "" : "|") + text;
        continue;
      }
      try {
        const engine::dm::Ability a = engine::dm::parse_ability(text, {});
        using engine::dm::Trigger;
        // (An Action die the question says is used: its text is what it does.)
        if (role != "action-die" && (a.trigger == Trigger::None || a.trigger == Trigger::Global ||
                                     a.trigger == Trigger::PaidWhileActive)) {
          r.leave_out(quoted(text) +
                      " (it is used by a player, and the question does not say "
                      "it is used)");
          continue;
        }
      } catch (const std::invalid_argument& e) {
        r.leave_out(quoted(text) + " (" + e.what() + ")");
        continue;
      }
      // ("your Sidekick dice get +1A": the situation does not mark which
      // dice are Sidekicks, so an outcome would be a guess.)
      if (to_lower_ascii(text).find("sidekick") != std::string::npos) {
        r.leave_out(quoted(text) +
                    " (it names Sidekick dice, and the situation does not say which dice are "
                    "Sidekicks)");
        continue;
      }
      texts += (texts.empty() ? "" : "|") + text;
    }
    if (texts.empty())
      fields.erase(it);
    else
      it->second = texts;
  }
  if (!r.situation()) return;
  for (size_t n = 0; n < given.size(); ++n)
    if (!given[n])
      r.leave_out(quoted(r.card_texts[n]) +
                  (r.game == "dm" ? " (no die the question describes has it)"
                                  : " (no character the question describes has it)"));
}

}  // namespace

}  // namespace arbiter::query::ask
