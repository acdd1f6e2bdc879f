// Reads a card's printed ability into an Ability (ability.h). The reader is
// a small recursive descent over the card's own words: a trigger, costs,
// then effects joined by "and", commas and full stops. A word it does not
// know stops it with that word named, so a card text the engine would
// misread is refused instead of run as something else.
#include <algorithm>
#include <cctype>
#include <optional>
#include <stdexcept>

#include "engine/core/checked.h"
#include "engine/dm/ability.h"

namespace arbiter::engine::dm {

std::string trigger_name(Trigger t) {
  switch (t) {
    case Trigger::None: return "action";
    case Trigger::Global: return "Global";
    case Trigger::WhileActive: return "while active";
    case Trigger::PaidWhileActive: return "while active, you may pay";
    case Trigger::Fielded: return "when fielded";
    case Trigger::YouField: return "when you field";
    case Trigger::OpponentFields: return "when an opposing die is fielded";
    case Trigger::Attacks: return "when attacks";
    case Trigger::Blocks: return "when blocks";
    case Trigger::Blocked: return "when blocked";
    case Trigger::Damaged: return "when damaged";
    case Trigger::Kod: return "when KO'd";
    case Trigger::PlayerDamaged: return "when a player takes damage";
  }
  return "";
}

namespace {

// Affiliations printed on Dice Masters cards that abilities name; a
// scenario adds the ones its cards and tokens declare.
const std::set<std::string> kAffiliations = {
    "villains",           "heroes",         "avengers", "x-men",
    "guardians",          "defenders",      "shield",   "spider-friends",
    "sinister-syndicate", "justice-league", "hydra",    "masters-of-evil"};

const std::vector<std::pair<std::string, int>> kNumberWords = {
    {"one", 1}, {"two", 2}, {"three", 3}, {"four", 4}, {"five", 5}, {"six", 6}};

// Lower case, curly quotes and brackets dropped, "die's" split into "die"
// "'s", punctuation , . : ; as words of their own, "+1A" kept whole.
std::vector<std::string> tokens(const std::string& raw) {
  std::string text;
  for (size_t i = 0; i < raw.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(raw[i]);
    // UTF-8 curly quotes: ’ ‘ (E2 80 98/99) become ', “ ” (E2 80 9C/9D) go.
    if (c == 0xE2 && i + 2 < raw.size() && static_cast<unsigned char>(raw[i + 1]) == 0x80) {
      const unsigned char k = static_cast<unsigned char>(raw[i + 2]);
      if (k == 0x98 || k == 0x99)
        text += '\'';
      else if (k == 0x9C || k == 0x9D)
        text += ' ';
      else if (k == 0x93 || k == 0x94)
        text += " - ";  // en and em dashes
      else
        throw std::invalid_argument("a character the ability language does not read");
      i += 2;
      continue;
    }
    if (c >= 0x80) throw std::invalid_argument("a character the ability language does not read");
    if (c == '"' || c == '*' || c == '[' || c == ']' || c == '(' || c == ')') {
      text += ' ';
    } else if (c == ',' || c == '.' || c == ':' || c == ';') {
      text += ' ';
      text += static_cast<char>(c);
      text += ' ';
    } else {
      text += static_cast<char>(std::tolower(c));
    }
  }
  std::vector<std::string> out;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    size_t j = i;
    while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j]))) ++j;
    if (j == i) break;
    std::string w = text.substr(i, j - i);
    i = j;
    if (w.size() > 2 && w.compare(w.size() - 2, 2, "'s") == 0) {
      out.push_back(w.substr(0, w.size() - 2));
      out.push_back("'s");
    } else if (w.size() > 1 && w.back() == '\'') {  // "opponents'"
      out.push_back(w.substr(0, w.size() - 1));
      out.push_back("'s");
    } else {
      out.push_back(w);
    }
  }
  return out;
}

class Reader {
 public:
  Reader(const std::string& text, const std::set<std::string>& affiliations)
      : t_(tokens(text)), aff_(affiliations) {}

  Ability ability() {
    Ability a;
    if (accept("global")) {
      a.trigger = Trigger::Global;
      accept(":");
      costs(a);
    } else if (accept("while")) {
      // "while active", "while this character is active"
      if (accept("this")) {
        if (!accept("character") && !accept("die")) fail("'character'");
        accept("die");
        expect("is", "'is active'");
      }
      expect("active", "'while active'");
      a.trigger = Trigger::WhileActive;
      accept(",");
      if (at("you") && at("may", 1)) {
        i_ += 2;
        a.trigger = Trigger::PaidWhileActive;
        costs(a);
      }
    } else if (accept("when") || accept("whenever")) {
      trigger(a);
    }
    accept(",");
    acts(a);
    if (a.acts.empty()) fail("an effect");
    for (const Act& x : a.acts)
      if (x.reach.min_attack > 0 && x.verb != Act::Verb::CannotAttack &&
          x.verb != Act::Verb::CannotBlock)
        throw std::invalid_argument(
            "an A value condition is read only with 'can't attack' or 'can't block'");
    if (a.trigger == Trigger::WhileActive)
      for (const Act& x : a.acts)
        if (x.reach.player() ||
            (x.verb == Act::Verb::Modify && x.reach.kind != Reach::Kind::Each) ||
            (x.verb != Act::Verb::Modify && x.verb != Act::Verb::CannotAttack &&
             x.verb != Act::Verb::CannotBlock))
          throw std::invalid_argument(
              "a 'while active' ability the engine runs gives a group of dice +N or -N "
              "(\"your Sidekick dice get +1A\") or keeps dice from attacking or blocking");
    return a;
  }

 private:
  bool at(const char* w, size_t ahead = 0) const {
    return i_ + ahead < t_.size() && t_[i_ + ahead] == w;
  }
  bool done() const { return i_ >= t_.size(); }
  bool accept(const char* w) {
    if (!at(w)) return false;
    ++i_;
    return true;
  }
  void expect(const char* w, const std::string& what) {
    if (!accept(w)) fail(what);
  }
  // Names the word that could not be read and what came before it.
  [[noreturn]] void fail(const std::string& wanted) const {
    std::string before;
    for (size_t k = i_ > 6 ? i_ - 6 : 0; k < i_; ++k) before += (before.empty() ? "" : " ") + t_[k];
    if (done())
      throw std::invalid_argument("the ability ends" +
                                  (before.empty() ? std::string() : " after '" + before + "'") +
                                  " where it needs " + wanted);
    throw std::invalid_argument("'" + t_[i_] + "' is not a word the ability language knows here" +
                                (before.empty() ? std::string() : " (after '" + before + "')") +
                                "; expected " + wanted);
  }

  static bool is_number(const std::string& w) {
    if (w == "a" || w == "an") return true;
    for (const auto& [word, n] : kNumberWords)
      if (w == word) return true;
    return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) {
      return std::isdigit(static_cast<unsigned char>(c));
    });
  }

  std::optional<int> number(bool articles) {
    if (done()) return std::nullopt;
    const std::string& w = t_[i_];
    if (!w.empty() && std::all_of(w.begin(), w.end(), [](char c) {
          return std::isdigit(static_cast<unsigned char>(c));
        })) {
      ++i_;
      return parse_in_range(w, kStatRange);
    }
    for (const auto& [word, n] : kNumberWords)
      if (w == word) {
        ++i_;
        return n;
      }
    if (articles && (w == "a" || w == "an")) {
      ++i_;
      return 1;
    }
    return std::nullopt;
  }
  int need_number(const std::string& what) {
    if (auto n = number(true)) return *n;
    fail(what);
  }

  static std::optional<std::string> energy(const std::string& w) {
    for (const char* e : {"fist", "bolt", "mask", "shield", "generic"})
      if (w == e || w == std::string(e) + "s") return std::string(e);
    return std::nullopt;
  }

  void costs(Ability& a) {
    if (!accept("pay") && !accept("spend")) fail("a cost ('Pay 1 mask')");
    do {
      const int n = need_number("how much to pay");
      if (accept("life")) {
        a.life_cost += n;
      } else if (auto e = done() ? std::nullopt : energy(t_[i_])) {
        ++i_;
        for (int k = 0; k < n; ++k) a.cost.push_back(*e);
      } else {
        fail("an energy type or 'life'");
      }
    } while ((at("and") || at(",")) && i_ + 1 < t_.size() && is_number(t_[i_ + 1]) && ++i_);
    if (!accept(".") && !accept(":") && !accept("to") && !accept("and") && !accept(","))
      fail("'.' or 'to' after the cost");
  }

  // "this die attacks", "fielded", "you field a Villains die", ...
  void trigger(Ability& a) {
    // "you take damage", "your opponent takes damage", "a player takes damage"
    const auto player_damaged = [&](Side side, size_t words) {
      if (!(at("takes", words) || at("take", words)) || !at("damage", words + 1)) return false;
      i_ += words + 2;
      a.trigger = Trigger::PlayerDamaged;
      a.fielded.side = side;
      return true;
    };
    if ((at("you") && player_damaged(Side::Yours, 1)) ||
        (at("your") && at("opponent", 1) && player_damaged(Side::Opposing, 2)) ||
        ((at("a") || at("either")) && at("player", 1) && player_damaged(Side::Any, 2)))
      return;
    if (accept("you")) {
      expect("field", "'field' ('when you field a die')");
      a.trigger = Trigger::YouField;
      a.fielded = dice(Reach::Kind::Some);
      a.fielded.side = Side::Yours;
      return;
    }
    if (at("your") && at("opponent", 1)) {
      i_ += 2;
      expect("fields", "'fields'");
      a.trigger = Trigger::OpponentFields;
      a.fielded = dice(Reach::Kind::Some);
      a.fielded.side = Side::Opposing;
      return;
    }
    if ((at("a") || at("an")) && at("opposing", 1)) {
      ++i_;
      a.trigger = Trigger::OpponentFields;
      a.fielded = dice(Reach::Kind::Some);
      a.fielded.side = Side::Opposing;
      accept("is");
      expect("fielded", "'fielded'");
      return;
    }
    if (accept("this")) {
      if (!accept("die") && !accept("character")) fail("'die' or 'character'");
      accept("die");
    }
    accept("is");
    if (accept("fielded"))
      a.trigger = Trigger::Fielded;
    else if (accept("attacks"))
      a.trigger = Trigger::Attacks;
    else if (accept("blocks"))
      a.trigger = Trigger::Blocks;
    else if (accept("blocked"))
      a.trigger = Trigger::Blocked;
    else if (accept("ko'd"))
      a.trigger = Trigger::Kod;
    else if (accept("damaged"))
      a.trigger = Trigger::Damaged;
    else if (accept("takes") && accept("damage"))
      a.trigger = Trigger::Damaged;
    else
      fail("what triggers it (fielded, attacks, blocks, is blocked, is KO'd, is damaged)");
  }

  void acts(Ability& a) {
    while (!done()) {
      act(a);
      bool joined = false;
      while (accept(".") || accept(",") || accept(";") || accept("and") || accept("then"))
        joined = true;
      if (!done() && !joined) fail("'and' or '.' between effects");
    }
  }

  void until_end_of_turn() {
    if (at(",") && (at("until", 1) || (at("this", 1) && at("turn", 2)))) ++i_;
    if (accept("until")) {
      accept("the");
      expect("end", "'end of turn'");
      expect("of", "'end of turn'");
      accept("the");
      expect("turn", "'end of turn'");
    } else if (at("this") && at("turn", 1)) {
      i_ += 2;
    }
  }

  void act(Ability& a) {
    Act x;
    if (accept("deal") || accept("do")) {
      x.verb = Act::Verb::Damage;
      x.amount = need_number("how much damage");
      expect("damage", "'damage'");
      expect("to", "'to'");
      x.reach = reach(Reach::Kind::Some);
      a.acts.push_back(x);
      // "deal 1 damage to you and 1 damage to target character die"
      while (at("and") && i_ + 2 < t_.size() && t_[i_ + 2] == "damage") {
        ++i_;
        Act y = x;
        y.amount = need_number("how much damage");
        expect("damage", "'damage'");
        expect("to", "'to'");
        y.reach = reach(Reach::Kind::Some);
        a.acts.push_back(y);
      }
      return;
    }
    if (accept("ko")) {
      x.verb = Act::Verb::Ko;
      x.reach = reach(Reach::Kind::Some);
      return a.acts.push_back(x);
    }
    if (accept("move")) {
      x.verb = Act::Verb::Move;
      x.reach = reach(Reach::Kind::Some);
      expect("from", "'from'");
      x.from = zone();
      expect("to", "'to'");
      x.to = zone();
      return a.acts.push_back(x);
    }
    if (accept("spin")) {
      x.verb = Act::Verb::Spin;
      x.reach = reach(Reach::Kind::Some);
      const bool up = accept("up");
      if (!up && !accept("down")) fail("'up' or 'down'");
      x.amount = number(true).value_or(1) * (up ? 1 : -1);
      if (!accept("level")) accept("levels");
      return a.acts.push_back(x);
    }
    Reach you;
    you.kind = Reach::Kind::You;
    if (accept("gain") || accept("gains")) return life(a, Act::Verb::GainLife, you);
    if (accept("lose")) return life(a, Act::Verb::LoseLife, you);
    if (accept("give")) {
      const Reach r = reach(Reach::Kind::Some);
      modifiers(a, r);
      return;
    }
    if (accept("prevent")) {
      x.reach = reach(Reach::Kind::Some);
      if (x.reach.player()) fail("dice");
      expect("from", "'from attacking' or 'from blocking'");
      if (accept("attacking"))
        x.verb = Act::Verb::CannotAttack;
      else if (accept("blocking"))
        x.verb = Act::Verb::CannotBlock;
      else
        fail("'attacking' or 'blocking'");
      return a.acts.push_back(x);
    }
    if (accept("ignore") || accept("blank")) {
      accept("the");
      const bool text = accept("text");
      bool box = accept("box");
      if (text) {
        if (!accept("of") && !accept("on")) fail("'of' or 'on'");
      }
      x.reach = reach(Reach::Kind::Some);
      if (x.reach.player()) fail("a die whose text is ignored");
      if (accept("'s")) {
        expect("card", "'card'");
        box = true;
        if (accept("text")) accept("box");
      }
      until_end_of_turn();
      x.verb = box ? Act::Verb::BlankCard : Act::Verb::BlankDie;
      return a.acts.push_back(x);
    }
    // The subject first: "target opponent loses 1 life", "this die gets +2A",
    // "target character die can't attack this turn".
    if (!starts_reach())
      fail("what happens (deal, KO, move, spin, gain, lose, gets, give, can't, must, ignore)");
    const Reach r = reach(Reach::Kind::Some);
    x.reach = r;
    if (accept("loses") || accept("lose")) return life(a, Act::Verb::LoseLife, r);
    if ((at("gains") || at("gain")) && i_ + 2 < t_.size() && t_[i_ + 2] == "life") {
      ++i_;
      return life(a, Act::Verb::GainLife, r);
    }
    if (accept("takes") || accept("take")) {
      x.verb = Act::Verb::Damage;
      x.amount = need_number("how much damage");
      expect("damage", "'damage'");
      return a.acts.push_back(x);
    }
    if (accept("gets") || accept("get") || accept("gains") || accept("gain") || accept("has") ||
        accept("have"))
      return modifiers(a, r);
    if (accept("can't") || accept("cannot")) {
      if (accept("attack"))
        x.verb = Act::Verb::CannotAttack;
      else if (accept("block"))
        x.verb = Act::Verb::CannotBlock;
      else
        fail("'attack' or 'block'");
      until_end_of_turn();
      return a.acts.push_back(x);
    }
    if (accept("must")) {
      expect("attack", "'attack' (a forced block is not modelled)");
      accept("if");
      accept("able");
      x.verb = Act::Verb::MustAttack;
      until_end_of_turn();
      return a.acts.push_back(x);
    }
    fail("what happens (deal, KO, move, spin, gain, lose, gets, give, can't, must, ignore)");
  }

  // "gain 2 life", "target opponent loses 1 life": after the verb.
  void life(Ability& a, Act::Verb verb, const Reach& who) {
    Act x;
    x.verb = verb;
    x.reach = who;
    x.amount = need_number("how much life");
    expect("life", "'life'");
    a.acts.push_back(x);
  }

  // Whether the next word can begin a player or dice description.
  bool starts_reach() const {
    if (done()) return false;
    static const std::set<std::string> first = {
        "you",   "target",   "your",      "the", "each",  "both", "it",      "them",     "that",
        "those", "this",     "opponent",  "all", "every", "up",   "another", "opposing", "enemy",
        "level", "sidekick", "character", "die", "dice",  "of",   "a",       "an"};
    const std::string& w = t_[i_];
    return first.count(w) || is_number(w) || kAffiliations.count(w) || aff_.count(w);
  }

  // "+1A", "+1A and +1D", "+2 A", "-1D until end of turn".
  void modifiers(Ability& a, const Reach& r) {
    if (r.player()) fail("a die to modify");
    do {
      if (done()) fail("a modifier ('+1A')");
      std::string w = t_[i_];
      if (w.empty() || (w[0] != '+' && w[0] != '-')) fail("a modifier ('+1A')");
      ++i_;
      char stat = 0;
      if (w.back() == 'a' || w.back() == 'd') {
        stat = w.back();
        w.pop_back();
      } else if (accept("a") || accept("attack")) {
        stat = 'a';
      } else if (accept("d") || accept("defense")) {
        stat = 'd';
      } else {
        fail("'A' or 'D' after the modifier");
      }
      Act x;
      x.verb = Act::Verb::Modify;
      x.reach = r;
      x.stat = stat;
      try {
        x.amount = parse_in_range(w, kDeltaRange, true);
      } catch (const std::invalid_argument&) {
        --i_;
        fail("a modifier ('+1A')");
      }
      a.acts.push_back(x);
    } while ((at("and") || at(",")) && i_ + 1 < t_.size() &&
             (t_[i_ + 1][0] == '+' || t_[i_ + 1][0] == '-') && ++i_);
    until_end_of_turn();
  }

  Zone zone() {
    if (!accept("your") && !accept("their")) accept("the");
    if (accept("used")) {
      expect("pile", "'Pile'");
      return Zone::Used;
    }
    if (accept("prep")) {
      expect("area", "'Area'");
      return Zone::Prep;
    }
    if (accept("reserve")) {
      expect("pool", "'Pool'");
      return Zone::Reserve;
    }
    if (accept("field")) {
      expect("zone", "'Zone'");
      return Zone::Field;
    }
    if (accept("bag")) return Zone::Bag;
    fail("a play area (Used Pile, Prep Area, Reserve Pool, Field Zone, bag)");
  }

  // A player or dice, with the quantity the words give.
  Reach reach(Reach::Kind fallback) {
    Reach r;
    if (accept("you")) {
      r.kind = Reach::Kind::You;
      return r;
    }
    if ((at("target") || at("your") || at("the") || at("each")) && at("opponent", 1) &&
        !at("'s", 2)) {
      i_ += 2;
      r.kind = Reach::Kind::Opponent;
      return r;
    }
    if (accept("opponent")) {
      r.kind = Reach::Kind::Opponent;
      return r;
    }
    if ((at("each") || at("both")) && (at("player", 1) || at("players", 1))) {
      i_ += 2;
      r.kind = Reach::Kind::EachPlayer;
      return r;
    }
    if (accept("it") || accept("them")) {
      r.kind = Reach::Kind::That;
      return r;
    }
    if ((at("that") || at("those")) && !at("turn", 1)) {
      ++i_;
      r = dice(Reach::Kind::That);
      r.kind = Reach::Kind::That;
      return r;
    }
    if (accept("this")) {
      if (!accept("die") && !accept("character")) fail("'die' or 'character' after 'this'");
      accept("die");
      r.kind = Reach::Kind::ThisDie;
      return r;
    }
    return dice(fallback);
  }

  // "target opposing level 1 Villains character die", "up to 2 Sidekick
  // dice", "each opposing character die", "your Sidekick dice".
  Reach dice(Reach::Kind fallback) {
    Reach r;
    r.kind = fallback;
    bool quantified = true;
    if (accept("target")) {
      r.kind = Reach::Kind::Target;
    } else if (accept("each") || accept("all") || accept("every")) {
      r.kind = Reach::Kind::Each;
    } else if (at("up") && at("to", 1)) {
      i_ += 2;
      r.kind = Reach::Kind::UpTo;
      r.count = need_number("how many dice");
    } else if (accept("another")) {
      r.kind = fallback;
    } else if (auto n = number(true)) {
      r.count = *n;
      r.kind = accept("target") ? Reach::Kind::Target : fallback;
    } else {
      quantified = false;
    }
    if (accept("of")) {
      if (!accept("your")) fail("'your'");
      r.side = Side::Yours;
    } else if (accept("opposing") || accept("enemy")) {
      r.side = Side::Opposing;
    } else if (at("your") && at("opponent", 1) && at("'s", 2)) {
      i_ += 3;
      r.side = Side::Opposing;
    } else if (accept("your")) {
      r.side = Side::Yours;
    }
    if (!quantified && r.kind == fallback && fallback != Reach::Kind::That)
      r.kind = Reach::Kind::Each;
    bool noun = false;
    for (;;) {
      if (accept("level")) {
        r.level = need_number("a level");
      } else if (accept("sidekick")) {
        r.sidekick = true;
      } else if (auto e = done() ? std::nullopt : energy(t_[i_]); e && *e != "generic") {
        ++i_;
        accept("energy");
        accept("type");
        r.energy.push_back(*e);
      } else if (!done() && (kAffiliations.count(t_[i_]) || aff_.count(t_[i_]))) {
        r.affiliations.push_back(t_[i_++]);
      } else if (at("character") && (at("die", 1) || at("dice", 1))) {
        ++i_;
      } else if (accept("die") || accept("dice") || accept("character") || accept("characters")) {
        noun = true;
        break;
      } else {
        break;
      }
    }
    if (!noun) fail("'die' or 'dice'");
    // "with an A value of 3 or more"
    if (at("with") && (at("a", 1) || at("an", 1))) {
      i_ += 2;
      if (!accept("a") && !accept("attack")) fail("'A value'");
      expect("value", "'value'");
      expect("of", "'of'");
      r.min_attack = need_number("a value");
      expect("or", "'or more'");
      if (!accept("more") && !accept("greater") && !accept("higher")) fail("'or more'");
    }
    // "character dice damaged by this effect" are the dice the effect before reached.
    if (at("damaged") && at("by", 1) && at("this", 2) && at("effect", 3)) {
      i_ += 4;
      r.kind = Reach::Kind::That;
    }
    return r;
  }

  std::vector<std::string> t_;
  const std::set<std::string>& aff_;
  size_t i_ = 0;
};

}  // namespace

Ability parse_ability(const std::string& text, const std::set<std::string>& affiliations) {
  Reader r(text, affiliations);
  Ability a = r.ability();
  a.text = text;
  return a;
}

}  // namespace arbiter::engine::dm
