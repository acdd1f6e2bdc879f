// A Marvel Champions minion the vocabulary does not know ("Titania, 5 HP
// with the toughness keyword, entered play"; "a Goblin Thrall (2 hit
// points, retaliate 1) engaged with me"): a word the rulebooks do not use,
// described with what only an enemy has, is that minion wherever it is
// named, rather than its values going to the hero.
#include <algorithm>
#include <set>

#include "common/text.h"

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

const Term kUnknownMinion{"mc", {"minion"}, "role", "minion", {}};
const Term kUnknownAlly{"mc", {"ally"}, "role", "ally", {}};
const Term kUnknownVillain{"mc", {"villain"}, "role", "villain", {}};

// Only an enemy has these, or does this, in a question.
bool enemy_cue(const Token& t) {
  return t.is("keyword", "toughness") || t.is("keyword", "guard") ||
         t.is("keyword", "quickstrike") || t.is("stat", "sch") ||
         (t.term_kind("action") && t.term->name == "enters") || t.word("engaged") ||
         t.word("engages");
}

}  // namespace

std::vector<Token> with_unknown_minions(std::vector<Token> tokens) {
  std::set<std::string> names;
  for (size_t i = 0; i + 1 < tokens.size(); ++i) {
    const Token& t = tokens[i];
    // ("grizzly is a minion, 3 hp": said to be one, a name the vocabulary
    // calls a villain too, as some are both.)
    if (i + 3 < tokens.size() && t.brk == 0 &&
        ((t.kind == Tok::kWord && !t.in_corpus && t.text.size() >= 3 && !filler(t.text) &&
          !one_of(t.text, {"and", "but", "which", "that", "this", "it", "he", "she", "who"})) ||
         (t.is("role", "villain") && !plain_role_word(t.text))) &&
        (tokens[i + 1].word("is") || tokens[i + 1].word("was")) &&
        (tokens[i + 2].word("a") || tokens[i + 2].word("the")) &&
        tokens[i + 3].is("role", "minion") && tokens[i + 3].text == "minion") {
      names.insert(t.text);
      continue;
    }
    if (t.kind != Tok::kWord || t.in_corpus || t.text.size() < 4 ||
        t.text.find('\'') != std::string::npos)
      continue;
    // ("A Sakaaran Soldier is engaged with me: 4 hit points", "a Hydra
    // Trooper with guard is engaged with her": engaged right after its
    // name, which only a minion is.)
    // (Not "..., undamaged) is engaged": a word a mark ends is no name
    // running into its verb.)
    bool engaged = false;
    // (Only a name's words, "is" and a keyword between: not "came in and
    // engaged me".)
    for (size_t k = i + 1; k < tokens.size() && k <= i + 4 && !engaged && !t.ends(); ++k) {
      engaged = tokens[k].word("engaged") || tokens[k].word("engages");
      if (engaged) break;
      // ("comes out engaged with me", "with 3 ATK, engaged with ...")
      const Token& b = tokens[k];
      const bool value = b.kind == Tok::kNumber || b.term_kind("stat");
      const bool between =
          one_of(b.text,
                 {"is", "was", "with", "w", "comes", "came", "out", "now", "also", "then"}) ||
          b.term_kind("keyword") || value || (b.kind == Tok::kWord && k == i + 1 && !b.in_corpus);
      if (!between || (b.ends() && !(value && b.brk == ','))) break;
    }
    // (A name's last word: "Sakaaran Soldier", one minion.)
    const Token& next = tokens[i + 1];
    if (engaged && !(next.kind == Tok::kWord && !next.in_corpus && next.text.size() >= 4 &&
                     next.text.find('\'') == std::string::npos)) {
      names.insert(t.text);
      continue;
    }
    // Its description right after it: in brackets, after a comma or
    // "with", its hit points in it ("Titania, 5 HP ...", "Thrall (2 hit
    // points", "an Armored Brute with toughness and 4 hit points").
    if (t.brk != '(' && t.brk != ',' &&
        !(t.brk == 0 && (tokens[i + 1].word("with") || tokens[i + 1].word("w"))))
      continue;
    bool hp = false;
    for (size_t k = i + 1; k + 1 < tokens.size() && k < i + 7 && !hp; ++k) {
      hp = tokens[k].kind == Tok::kNumber && tokens[k + 1].is("stat", "hp");
      if (tokens[k].ends() && tokens[k].brk != '(') break;
    }
    if (!hp) continue;
    // The enemy's cue in its sentence, after its name; or what is
    // attacked ("hulk atk 5 smashes a soldier w/ 3 hp left").
    // ("Black Panther (ATK 2) attacks Killmonger (retaliate 1, 6 hit
    // points)": with no determiner, when a hero or an ally attacks.)
    bool enemy = i >= 2 && tokens[i - 2].is("action", "attack") && !tokens[i - 2].ends() &&
                 (tokens[i - 1].word("a") || tokens[i - 1].word("an") ||
                  tokens[i - 1].word("the") || tokens[i - 1].word("that"));
    if (!enemy && i >= 1 && tokens[i - 1].is("action", "attack") && !tokens[i - 1].ends())
      for (size_t k = i - 1; k-- > 0 && !tokens[k].ends_sentence();)
        if (tokens[k].term_kind("role")) {
          enemy = tokens[k].term->name == "hero" || tokens[k].term->name == "ally";
          break;
        }
    for (size_t k = i + 1; k < tokens.size() && k < i + 14 && !enemy; ++k) {
      enemy = enemy_cue(tokens[k]);
      if (tokens[k].ends_sentence()) break;
    }
    if (enemy) names.insert(t.text);
  }
  for (Token& t : tokens)
    if ((t.kind == Tok::kWord || t.is("role", "hero") || t.is("role", "villain")) &&
        names.count(t.text)) {
      t.kind = Tok::kTerm;
      t.term = &kUnknownMinion;
    }
  return tokens;
}

// "ally Jubilee, 2 hp ... I put 2 on Jubilee", "Howard as an ally": a word
// the rulebooks do not use, said to be an ally right before or after it, is
// that ally wherever it is named.
std::vector<Token> with_unknown_allies(std::vector<Token> tokens) {
  std::set<std::string> names;
  // (The word "ally" itself, not an ally's name: "I throw Black Cat".)
  auto ally_word = [](const Token& t) {
    return t.is("role", "ally") && (t.text == "ally" || t.text == "my ally");
  };
  for (size_t i = 0; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    if (t.kind != Tok::kWord || t.in_corpus || t.text.size() < 3 ||
        t.text.find('\'') != std::string::npos)
      continue;
    const bool after = i > 0 && ally_word(tokens[i - 1]) && !tokens[i - 1].ends();
    // ("jubilee ally 2hp"; not "her undamaged ally Jessica Jones", where
    // a name follows.)
    const bool before = i + 1 < tokens.size() && ally_word(tokens[i + 1]) && !t.ends() &&
                        (tokens[i + 1].ends() || i + 2 >= tokens.size() ||
                         !(tokens[i + 2].term_kind("role") || tokens[i + 2].kind == Tok::kWord));
    const bool as_an = i + 3 < tokens.size() && tokens[i + 1].word("as") &&
                       (tokens[i + 2].word("an") || tokens[i + 2].word("my")) &&
                       ally_word(tokens[i + 3]) && !t.ends();
    // ("Rocket (ally, ATK 2)": the bracket names what it is.)
    const bool bracketed = i + 1 < tokens.size() && t.brk == '(' && ally_word(tokens[i + 1]);
    if (after || before || as_an || bracketed) names.insert(t.text);
  }
  // ("nightcrawler defends hes an ally with two hit points": the name just
  // before "he's an ally", in its sentence, is the ally.)
  for (size_t i = 1; i + 2 < tokens.size(); ++i) {
    static const std::set<std::string> kIsOne = {"he's", "hes", "she's", "shes", "it's"};
    if (!kIsOne.count(tokens[i].text) || !(tokens[i + 1].word("an") || tokens[i + 1].word("a")) ||
        !ally_word(tokens[i + 2]))
      continue;
    for (size_t k = i; k-- > 0 && k + 5 > i && !tokens[k].ends_sentence();) {
      // (A hero's name too: "Nightcrawler defends, he's an ally" says
      // which card of that name is at the table.)
      // (Not a filler: "nightcrawler defends uhh hes an ally".)
      const Token& n = tokens[k];
      if (filler(n.text)) continue;
      if ((n.kind == Tok::kWord && !n.in_corpus && n.text.size() >= 3 &&
           n.text.find('\'') == std::string::npos) ||
          (n.is("role", "hero") && n.text.size() >= 3 && n.text.find(' ') == std::string::npos &&
           n.text != "me" && n.text != "i'm")) {
        names.insert(n.text);
        break;
      }
      if (n.kind != Tok::kWord && !n.term_kind("action")) break;
    }
  }
  // ("ultron attacks my ironheart ... quake blocks, she's 3 hp": a word
  // the rulebooks do not use, at its clause's start right before the
  // defence, when an enemy attacks a hero the question names, is the ally
  // who defends.)
  const bool enemy_attacks = std::any_of(tokens.begin(), tokens.end(), [](const Token& x) {
    return x.is("role", "villain") || x.is("role", "minion");
  });
  const bool hero_named = std::any_of(tokens.begin(), tokens.end(), [](const Token& x) {
    return x.is("role", "hero") && x.text.size() >= 3 && x.text.find(' ') == std::string::npos &&
           !one_of(x.text, {"me", "i'm", "hero", "myself"});
  });
  for (size_t i = 0; enemy_attacks && hero_named && i + 1 < tokens.size(); ++i) {
    const Token& t = tokens[i];
    // (Not "nobody defends".)
    if (t.kind != Tok::kWord || t.in_corpus || t.text.size() < 3 || filler(t.text) ||
        one_of(t.text, {"nobody", "noone", "none", "nothing", "neither", "everyone", "someone"}) ||
        t.text.find('\'') != std::string::npos || t.brk != 0 ||
        !tokens[i + 1].is("action", "defend") || tokens[i + 1].text.ends_with("ing") ||
        (i + 2 < tokens.size() && tokens[i + 1].brk == 0 && tokens[i + 2].word("with")) ||
        (i > 0 && !tokens[i - 1].ends()))
      continue;
    names.insert(t.text);
  }
  for (Token& t : tokens)
    if ((t.kind == Tok::kWord || t.is("role", "hero")) && names.count(t.text)) {
      t.kind = Tok::kTerm;
      t.term = &kUnknownAlly;
    }
  return tokens;
}

// "abomination attacks, ATK 3, boost 2 icons. she-hulk defends", "Loki: ATK
// 2, boost card 1 icon": a word the rulebooks do not use, attacking or
// labelling its ATK, with a boost card told in its sentence
// (only the villain's attack has one), is the villain wherever it is named;
// not when the question names a villain the vocabulary knows.
std::vector<Token> with_unknown_villain(std::vector<Token> tokens) {
  for (const Token& t : tokens)
    if (t.is("role", "villain")) return tokens;
  std::set<std::string> names, minions;
  const bool any_boost = std::any_of(tokens.begin(), tokens.end(),
                                     [](const Token& x) { return x.is("stat", "boost"); });
  for (size_t i = 0; i + 1 < tokens.size(); ++i) {
    const Token& t = tokens[i];
    // ("Loki: ATK 2, boost card 1 icon": a list's item, its name labelling
    // the values.)
    const bool attacking =
        t.brk == 0 && tokens[i + 1].is("action", "attack") && !tokens[i + 1].text.ends_with("ing");
    const bool labelled = t.brk == ':' && tokens[i + 1].is("stat", "atk");
    // ("Mutagen's attack, ATK 3, boost 1": whose attack it is, the
    // possessive kept on a word no rulebook has.)
    const bool whose_attack = t.brk == 0 && t.text.size() > 5 && t.text.ends_with("'s") &&
                              tokens[i + 1].is("action", "attack");
    // ("Killmonger ATK 2 + 1 boost icon attacks": its ATK, then the verb;
    // "mutagen sch 3 schemes": its SCH, then the verb.)
    bool stats_then_attack = false;
    const bool sch = tokens[i + 1].is("stat", "sch");
    if (t.brk == 0 && (tokens[i + 1].is("stat", "atk") || sch))
      for (size_t k = i + 2; k < tokens.size() && k < i + 10 && !stats_then_attack; ++k) {
        stats_then_attack =
            tokens[k].is("action", sch ? "scheme" : "attack") && !tokens[k].text.ends_with("ing");
        if (tokens[k].ends_sentence() || tokens[k].term_kind("role")) break;
      }
    if (t.kind != Tok::kWord || t.in_corpus || t.text.size() < 4 ||
        (t.text.find('\'') != std::string::npos && !whose_attack) ||
        !(attacking || labelled || stats_then_attack || whose_attack))
      continue;
    // (At its clause's start: "zola attacks", not "... on abomination attacks".)
    if (i > 0 && !tokens[i - 1].ends() && tokens[i - 1].kind != Tok::kWord) continue;
    bool boost = false;
    for (size_t k = i + 1; k < tokens.size() && !boost; ++k) {
      boost = tokens[k].is("stat", "boost");
      if (tokens[k].ends_sentence()) break;
    }
    if (boost) names.insert(t.text);
    // ("hand ninja atk 2 attacks me": an attack told with its ATK and no
    // boost card anywhere, which a villain's always has, is a minion's.)
    if (!any_boost && stats_then_attack && !sch) minions.insert(t.text);
  }
  // "I'm playing Doctor Strange against Baron Mordo", "2p vs Killmonger":
  // the villain played against (a name's last word).
  for (size_t i = 1; i < tokens.size(); ++i) {
    const Token& by = tokens[i - 1];
    if (!(by.word("against") || by.word("versus") || by.word("vs")) || by.brk != 0) continue;
    bool playing = false;
    for (size_t k = i - 1; k-- > 0 && k + 8 > i && !tokens[k].ends_sentence();)
      playing |= tokens[k].text.starts_with("play") || tokens[k].word("game") ||
                 tokens[k].word("solo") || tokens[k].word("2p") || tokens[k].word("i'm") ||
                 tokens[k].term_kind("role");
    if (!playing && !(i == 1 || tokens[i - 2].ends_sentence())) continue;
    size_t last = i;
    while (last + 1 < tokens.size() && tokens[last].brk == 0 &&
           tokens[last + 1].kind == Tok::kWord && !tokens[last + 1].in_corpus &&
           tokens[last + 1].text.size() >= 3)
      ++last;
    const Token& t = tokens[last];
    if (t.kind == Tok::kWord && !t.in_corpus && t.text.size() >= 4 &&
        t.text.find('\'') == std::string::npos)
      names.insert(t.text);
  }
  // "hulk basic attacks abomination": what a hero or an ally attacks, named
  // with no article (a minion is most often "a soldier", "the minion");
  // not one described in brackets right after, a minion's way
  // (with_unknown_minions).
  // ("uses his basic attack on Abomination": the attack's object after
  // "on" or "against".)
  for (size_t i = 1; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    const bool on = i >= 2 && (tokens[i - 1].word("on") || tokens[i - 1].word("against")) &&
                    tokens[i - 1].brk == 0;
    const Token& verb = tokens[on ? i - 2 : i - 1];
    if (t.kind != Tok::kWord || t.in_corpus || t.text.size() < 5 ||
        t.text.find('\'') != std::string::npos || !verb.is("action", "attack") || verb.ends() ||
        verb.text.ends_with("ing") || t.brk == '(' ||
        // ("defended the attack aimed at ...": the noun, not the verb.)
        (i >= 2 && !on &&
         (tokens[i - 2].word("the") || tokens[i - 2].word("an") || tokens[i - 2].word("his") ||
          tokens[i - 2].word("her") || tokens[i - 2].word("its") || tokens[i - 2].word("their") ||
          tokens[i - 2].word("that") || tokens[i - 2].word("this"))) ||
        (i + 1 < tokens.size() && tokens[i + 1].is("role", "minion")))
      continue;
    for (size_t k = i - 1; k-- > 0 && !tokens[k].ends_sentence();)
      if (tokens[k].term_kind("role")) {
        if (tokens[k].term->name == "hero" || tokens[k].term->name == "ally") names.insert(t.text);
        break;
      }
  }
  for (Token& t : tokens)
    if (t.kind == Tok::kWord && minions.count(t.text) && !names.count(t.text)) {
      t.kind = Tok::kTerm;
      t.term = &kUnknownMinion;
    }
  if (names.size() != 1) return tokens;
  // ("attacks abomnation ... abomination has retaliate 1": the name as
  // typed once more, one slip off.)
  const std::string name = *names.begin();
  for (const Token& t : tokens)
    if (t.kind == Tok::kWord && !t.in_corpus && t.text.size() >= 6 && name.size() >= 6 &&
        edit_distance(t.text, name) == 1)
      names.insert(t.text);
  // ("Mutagen's attack ... Mutagen": the name without its possessive, and
  // with it.)
  names.insert(name.ends_with("'s") ? name.substr(0, name.size() - 2) : name + "'s");
  for (Token& t : tokens)
    if ((t.kind == Tok::kWord || t.is("role", "hero")) && names.count(t.text)) {
      t.kind = Tok::kTerm;
      t.term = &kUnknownVillain;
    }
  return tokens;
}

}  // namespace arbiter::query::ask
