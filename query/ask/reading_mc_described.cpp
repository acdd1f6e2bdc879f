// What a Marvel Champions mention says of the one it names beyond its
// values: a short form of a name said in full ("Black Cat ... Cat"), the
// villain's next stage described, hit points left against a maximum, and
// a Toughness minion's tough card.
#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

// "Klaw II (18 hit points)", "rhino 2 has 15 hp", "stage 2 of Rhino", "the
// next stage has 15 hit points": the villain's next stage is described.
bool next_stage_at(const std::vector<Token>& t, const Mention& m) {
  // ("Klaw 2 attack": a number before a value is the value.)
  auto second = [&](size_t k) {
    if (k >= t.size()) return false;
    if (t[k].word("ii") || t[k].word("second")) return true;
    return ((t[k].kind == Tok::kNumber && t[k].number == 2) || t[k].word("two")) &&
           (t[k].ends() || (k + 1 < t.size() && (t[k + 1].word("has") || t[k + 1].word("is") ||
                                                 t[k + 1].word("at") || t[k + 1].word("with"))));
  };
  const size_t h = m.head_token;
  if (m.head == Head::kVillain) {
    if (!t[h].ends() && second(h + 1) &&
        !(h + 2 < t.size() && t[h + 2].term_kind("stat") && !t[h + 1].ends()))
      return true;
    if (!t[h].ends() && h + 2 < t.size() && t[h + 1].word("stage") && second(h + 2)) return true;
  }
  // ("His next card has 15 health": the villain's next card is its next
  // stage.)
  // ("Stage two Klaw has 18 HP": the stage's number right before the name.)
  auto two = [&](size_t k) {
    return t[k].word("ii") || t[k].word("second") || t[k].word("two") ||
           (t[k].kind == Tok::kNumber && t[k].number == 2);
  };
  for (size_t k = m.first; k-- > 0 && k + 4 > m.first && !t[k].ends();)
    if ((t[k].word("stage") && k > 0 &&
         (t[k - 1].word("next") || second(k - 1) || second(k + 1))) ||
        (t[k].word("stage") && k + 2 == m.first && two(k + 1) && !t[k + 1].ends()) ||
        (t[k].word("card") && k > 0 && t[k - 1].word("next")))
      return true;
  // ("flips to his next stage, which has 18 hit points": a relative clause
  // after the comma.)
  const size_t f = m.first;
  // ("and stage II, 22 hit points, is next", "stage III, 18 hit points,
  // comes next": the stage named, then a comma.)
  if (f >= 2 && t[f - 1].brk == ',' &&
      (two(f - 1) || t[f - 1].word("iii") || t[f - 1].word("third")) && t[f - 2].word("stage") &&
      !t[f - 2].ends())
    return true;
  if (f >= 4 && (t[f - 1].word("has") || t[f - 1].word("with")) &&
      (t[f - 2].word("which") || t[f - 2].word("that")) &&
      (t[f - 3].word("stage") || t[f - 3].word("card")) && t[f - 4].word("next"))
    return true;
  // ("stage 2 is how much? | 18 hp": the value that answers a question
  // about the next stage, said right after it.)
  if (m.head == Head::kNone && f > 0 && t[f - 1].brk == '?')
    for (size_t k = f - 1; k-- > 0 && !t[k].ends_sentence();)
      if (t[k].word("stage") && (second(k + 1) || (k > 0 && t[k - 1].word("next")))) return true;
  // ("Her stage II has 20 hit points", "her second stage has 20": the
  // stage said inside the pronoun's own phrase.)
  if (m.head == Head::kPronoun && f + 2 < t.size() && !t[f].ends() && !t[f + 1].ends() &&
      (t[f].word("her") || t[f].word("his") || t[f].word("its")) &&
      ((t[f + 1].word("stage") && second(f + 2)) ||
       ((t[f + 1].word("second") || t[f + 1].word("next")) && t[f + 2].word("stage"))))
    return true;
  // "Klaw II comes out with 18 HP": values said after the next stage's
  // name and a verb.
  // (Only once the stage in play was named before it: "Klaw ... Klaw II".)
  // ("We flip to Klaw two, which has 18 HP"; not "Klaw 2 attack".)
  auto stage_two = [&](size_t k) {
    return k + 1 < t.size() && (t[k + 1].word("ii") || (two(k + 1) && second(k + 1)));
  };
  if (m.head == Head::kNone)
    for (size_t k = m.first; k-- > 0 && k + 7 > m.first && !t[k].ends_sentence();)
      if (t[k].is("role", "villain") && k + 1 < m.first && stage_two(k))
        for (size_t j = 0; j < k; ++j)
          if (t[j].is("role", "villain") && !stage_two(j)) return true;
  return false;
}

// "Black Cat ... Cat has 2 HP", "Black Panther ... Panther", "Hawkeye ...
// hawk": one word of a character's name said earlier, or the start of a
// one-word name, and no rulebook word, is that character.
std::vector<Token> with_short_names(std::vector<Token> tokens) {
  for (size_t i = 0; i < tokens.size(); ++i) {
    Token& t = tokens[i];
    // ("while the Goblin is stunned": a rulebook word too, named with
    // "the" or as a subject.)
    const bool as_name =
        (i > 0 && tokens[i - 1].word("the")) ||
        (i + 1 < tokens.size() && (tokens[i + 1].word("is") || tokens[i + 1].text == "'s"));
    // ("armored guard minion w/ guard ... strange atks guard": a keyword
    // that ends a name said before, attacked, is that one.)
    size_t verb = i;
    if (verb > 0 && tokens[verb - 1].word("the")) --verb;
    const bool attacked = verb > 0 && tokens[verb - 1].is("action", "attack") &&
                          !tokens[verb - 1].ends() && t.term_kind("keyword");
    if ((t.kind != Tok::kWord && !attacked) || (t.in_corpus && !as_name && !attacked) ||
        t.text.size() < 3)
      continue;
    // ("Maria has THW 2 ... is Maria Hill defeated?": a word no rulebook
    // has, of a name said in full after it, as well.)
    const size_t until = t.kind == Tok::kWord && !t.in_corpus ? tokens.size() : i;
    for (size_t j = 0; j < until; ++j) {
      const Token& named = tokens[j];
      if (j == i || !named.term_kind("role") || named.text.rfind("my ", 0) == 0) continue;
      const std::string& n = named.text;
      const bool one_word = n.find(' ') == std::string::npos;
      const bool word_of_name =
          !one_word && (n.substr(n.rfind(' ') + 1) == t.text || n.substr(0, n.find(' ')) == t.text);
      // ("hawkeye ... 1 on hawk": the start of a one-word name.)
      const bool start_of_name = j < i && one_word && t.text.size() >= 4 &&
                                 n.size() > t.text.size() && n.starts_with(t.text);
      if (!word_of_name && !start_of_name) continue;
      Token same = named;  // the character, at this word's place
      same.at = t.at;
      same.len = t.len;
      same.brk = t.brk;
      t = same;
      break;
    }
  }
  return tokens;
}

// "a Toughness minion just entered play": Toughness put a tough status
// card on it as it entered (mc:toughness), so it has one now. Said nothing
// of the tough card since, it may be there or gone: both are read, and the
// answer shows both when they rule differently.
void read_tough_left(Reading& r, const std::vector<Token>& tokens, Choices& choices) {
  // ("enters play" is one term; "I played Luke Cage this turn".)
  static const std::set<std::string> kEntered = {
      "entered",        "enters",       "revealed",        "freshly",
      "fresh",          "came",         "comes",           "entering",
      "enters play",    "entered play", "comes into play", "came into play",
      "come into play", "enter play",   "came out",        "comes out",
      "brings out",     "brought out"};
  bool entered = false;
  for (size_t k = 0; k < tokens.size(); ++k)
    entered |= kEntered.count(tokens[k].text) > 0 ||
               // ("just played luke cage", not "played an event")
               ((tokens[k].word("played") || tokens[k].word("play")) && k + 1 < tokens.size() &&
                tokens[k + 1].term_kind("role") && !tokens[k].ends());
  // (A card's Toughness: "a boost card is revealed" is another card.)
  bool entered_itself = false;
  for (size_t k = 0; k < tokens.size(); ++k)
    entered_itself |= kEntered.count(tokens[k].text) > 0 && tokens[k].text != "revealed";
  for (auto& [role, facts] : r.facts)
    if (facts.count("toughness") && facts["toughness"] == "true" && !facts.count("tough"))
      facts["tough"] = (r.from_card(role, "toughness") ? entered_itself : entered) ||
                               choices.choose({"the " + role + " still has its tough card",
                                               "the " + role + "'s tough card is gone"}) == 0
                           ? "true"
                           : "false";
}

// "mockingbird 1hp left (3 max)": the hit points left, against the
// maximum said with them, are damage; alone, they are as many hit points
// (and no damage: the same for what happens next).
void hit_points_left(Mention& m) {
  auto left = std::find_if(m.attrs.begin(), m.attrs.end(),
                           [](const Attr& a) { return a.field == "hp-left"; });
  // (Said apart from the one it describes, or by a pronoun, "10 hit points
  // printed and her dial at 7", it waits for that one's maximum: put.)
  if (left == m.attrs.end() ||
      ((m.head == Head::kNone || m.head == Head::kPronoun) && !m.has("hp")))
    return;
  if (m.has("hp") && !m.has("damage")) {
    const int most = std::atoi(m.attr("hp").c_str()), now = std::atoi(left->value.c_str());
    left->field = "damage";
    left->value = std::to_string(std::max(0, most - now));
  } else if (!m.has("hp")) {
    left->field = "hp";
  } else {
    m.attrs.erase(left);
  }
}

}  // namespace arbiter::query::ask
