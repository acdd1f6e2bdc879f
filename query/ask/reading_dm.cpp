// Reading a Dice Masters situation, stage by stage (reading_dm_parts.h):
// dice described by their stats, names and keywords; who attacks and who
// blocks from the verbs; descriptions said apart given to their die; the
// dice named for the scenario; a situation outside combat when no die has
// stats (reading_dm_turn.cpp).
#include <algorithm>

#include "query/ask/former_latter.h"
#include "query/ask/joining_words.h"
#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// The token each die is first told at outside a question that tells no
// attack or block ("Opp life + where's Cyclops? Thor 4A/3D + Cyclops 3A/3D
// attack"): where the situation names it.
std::vector<size_t> told_at(const DmDice& dd, const DmText& text) {
  const std::vector<Token>& tokens = text.tokens;
  const auto only_asks = [&](size_t at) {
    size_t start = at, end = at;
    while (start > 0 && !tokens[start - 1].ends_sentence()) --start;
    while (end + 1 < tokens.size() && !tokens[end].ends_sentence()) ++end;
    if (tokens[end].brk != '?') return false;
    return std::none_of(text.cs.begin(), text.cs.end(), [&](const Clause& c) {
      return c.token >= start && c.token <= end &&
             (c.verb == Verb::kAttack || c.verb == Verb::kBlock);
    });
  };
  constexpr size_t kNone = static_cast<size_t>(-1);
  std::vector<size_t> told(dd.dice.size(), kNone);
  for (const auto& [mention, made] : dd.dice_of) {
    if (mention < 0) continue;
    const size_t at = text.ms[static_cast<size_t>(mention)].first;
    for (size_t d : made)
      if (!only_asks(at)) told[d] = std::min(told[d], at);
  }
  // (A die only asked about, or no mention made, keeps its place after the
  // one before it: "one of two blockers? Wolverine and a Sidekick ...".)
  for (size_t d = 0; d < told.size(); ++d)
    if (told[d] == kNone) told[d] = d > 0 ? told[d - 1] : 0;
  return told;
}

// Dice no verb placed: the first attacks, the rest block; then each is
// named (attacker, attacker2; blocker, blocker2, blocker3) and its facts
// go to the reading under that name.
void name_dice(std::vector<Die>& dice, Reading& r, std::vector<size_t> told) {
  // A die named with nothing said of it and no verb or noun giving it a
  // part ("... does Iron Will save Cap?") is one already described.
  const bool any_stats = std::any_of(dice.begin(), dice.end(), [](const Die& d) {
    return d.facts.count("a") || d.facts.count("d");
  });
  for (Die& d : dice)
    if (any_stats && d.role.empty() && d.facts.empty()) d.role = "merged";
  // Dice no verb placed: the first attacks, the rest block.
  const bool has_attacker =
      std::any_of(dice.begin(), dice.end(), [](const Die& d) { return d.role == "attacker"; });
  bool first = !has_attacker;
  for (Die& d : dice)
    if (d.role.empty()) {
      d.role = first ? "attacker" : "blocker";
      first = false;
    }
  if (!dice.empty() && !has_attacker &&
      std::none_of(dice.begin(), dice.end(), [](const Die& d) { return d.role == "attacker"; })) {
    Die attacker;
    attacker.role = "attacker";
    dice.insert(dice.begin(), attacker);
    told.insert(told.begin(), 0);
  }
  // The dice in the order the situation tells them, not the question's
  // ("Where's Cyclops? Thor + Cyclops attack": Thor attacks first).
  std::vector<size_t> order(dice.size());
  for (size_t k = 0; k < order.size(); ++k) order[k] = k;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return told[a] < told[b]; });
  // Names: attacker, attacker2, attacker3; blocker, blocker2, blocker3 (the
  // nth of a role, up to three).
  const auto nth = [](const char* role, int n) {
    return n == 1 ? std::string(role) : role + std::to_string(n);
  };
  int attackers = 0, blockers = 0;
  // (The situation holds three of each: a fourth would be dropped, and
  // the outcome would rest on the dice left.)
  const auto count_of = [&](const char* role) {
    return std::count_if(dice.begin(), dice.end(), [&](const Die& d) {
      return d.role == role && (d.facts.count("a") || d.facts.count("d"));
    });
  };
  if (count_of("attacker") > 3) r.leave_out("a fourth attacking die");
  if (count_of("blocker") > 3) r.leave_out("a fourth blocking die");
  std::map<size_t, std::string> name_of;
  for (size_t k : order)
    if (dice[k].role == "attacker" && attackers < 3) name_of[k] = nth("attacker", ++attackers);
  attackers = 0;
  for (size_t k : order) {
    Die& d = dice[k];
    if (d.blocks >= 0 && name_of.count(static_cast<size_t>(d.blocks)) &&
        name_of[static_cast<size_t>(d.blocks)] != "attacker")
      d.facts["blocks"] = name_of[static_cast<size_t>(d.blocks)];
    std::string name;
    if (d.role == "merged") continue;
    if (d.role == "attacker" && attackers < 3) name = nth("attacker", ++attackers);
    if (d.role == "blocker" && blockers < 3) name = nth("blocker", ++blockers);
    if ((d.role == "p1-die" || d.role == "p2-die") && !r.has(d.role)) name = d.role;
    // (A second die of a player's beside the combat has no name in the
    // situation: an effect on every such die, Frag or Cleave, would miss
    // it, so no outcome is stated without it.)
    else if ((d.role == "p1-die" || d.role == "p2-die") &&
             (d.facts.count("a") || d.facts.count("d")))
      r.leave_out("another of " + std::string(d.role == "p1-die" ? "p1" : "p2") +
                  "'s dice in the Field Zone");
    if (name.empty()) continue;
    d.called = name;
    if (d.facts.count("assigned")) {
      r.facts["split"][name] = d.facts["assigned"];
      if (d.facts["assigned"] == "all") r.facts["split"][name] = "all";
      d.facts.erase("assigned");
    }
    if (d.facts.count("incoming")) d.facts.erase("incoming");
    // "a 1A/1D die belonging to a player at 12 life": a die has no life;
    // it is its controller's (the attacker's is the active player).
    if (auto life = d.facts.find("life"); life != d.facts.end()) {
      // ("Opponent has Beast and Wolverine 3A/3D in field and 10 life": a
      // die in the field only, its controller's too.)
      const std::string seat = d.role == "attacker" || d.role == "p1-die"  ? "p1"
                               : d.role == "blocker" || d.role == "p2-die" ? "p2"
                                                                           : "";
      if (!seat.empty() && r.fact(seat, "life").empty()) r.facts[seat]["life"] = life->second;
      d.facts.erase(life);
    }
    r.facts[name].insert(d.facts.begin(), d.facts.end());
  }
}

// Which player asks: the one whose die attacks ("my Hulk attacks", "I
// swing") is p1, the one whose die blocks or who is attacked ("their Thor
// attacks me", "my Loki blocks") p2; "" when the words do not say.
std::string asker_of(const DmDice& dd, const DmText& text) {
  for (const auto& [mention, made] : dd.dice_of) {
    if (mention < 0 || made.size() != 1) continue;
    const Owner owner = text.ms[static_cast<size_t>(mention)].owner;
    const std::string& called = dd.dice[made[0]].called;
    if (owner == Owner::kUnsaid || called.empty()) continue;
    const bool attacks = called.rfind("attacker", 0) == 0;
    return (owner == Owner::kMine) == attacks ? "p1" : "p2";
  }
  // The player a mention names: the one asking, the other, or neither.
  auto player = [&](int m, bool asking) {
    if (m < 0) return false;
    const Mention& x = text.ms[static_cast<size_t>(resolve(text.ms, m))];
    if (x.head != Head::kPlayer) return false;
    return asking ? x.owner == Owner::kMine : x.owner == Owner::kOther || opponent_said(x.name);
  };
  for (const Clause& c : text.cs) {
    const bool attack = c.verb == Verb::kAttack, block = c.verb == Verb::kBlock;
    if (attack && player(c.doer(), true)) return "p1";
    if ((attack && player(c.done_to(), true)) || (block && player(c.doer(), true))) return "p2";
    // ("thor attacks, opp blocks w abomination": the opponent defends, so
    // the one asking attacks; "opp swings at me" the other way.)
    if ((block && player(c.doer(), false)) || (attack && player(c.done_to(), false))) return "p1";
    if (attack && player(c.doer(), false)) return "p2";
  }
  return "";
}

// Retaliation deals its damage when a die that shares an affiliation with
// it is KO'd (dm:retaliation). A Retaliation die, or a die of the same
// player, whose affiliation the question does not say leaves that open: an
// outcome would rest on the one the reading assumed (none).
void unsaid_affiliations(Reading& r) {
  auto seat = [](const std::string& role) {
    return role.starts_with("attacker") || role == "p1-die"  ? 1
           : role.starts_with("blocker") || role == "p2-die" ? 2
                                                             : 0;
  };
  for (const auto& [role, facts] : r.facts) {
    if (!facts.count("retaliation") || seat(role) == 0) continue;
    for (const auto& [other, its] : r.facts) {
      if (seat(other) != seat(role) || its.count("affiliation")) continue;
      r.leave_out("the affiliation of the " + other + " (Retaliation turns on a shared one)");
      return;
    }
  }
}

// "Both the attacker (3A/2D) and its sole blocker (2A/2D) have the Fast
// keyword": the keywords after "have" are each die's named between.
void both_have(Reading& r, DmDice& dd, const DmText& text) {
  const std::vector<Token>& t = text.tokens;
  for (size_t b = 0; b < t.size(); ++b) {
    if (!t[b].word("both")) continue;
    size_t h = b + 1;
    while (h < t.size() && !t[h - 1].ends_sentence() && !t[h].word("have") && !t[h].word("has"))
      ++h;
    if (h >= t.size() || !(t[h].word("have") || t[h].word("has"))) continue;
    std::vector<std::string> keywords;
    for (size_t k = h + 1; k < t.size(); ++k) {
      if (t[k].term_kind("keyword"))
        keywords.push_back(t[k].term->name);
      else if (!t[k].word("the") && !t[k].word("and") && !t[k].word("keyword") &&
               !t[k].word("keywords"))
        break;
      if (t[k].ends()) break;
    }
    if (keywords.empty()) continue;
    std::set<size_t> dice;
    for (size_t k = 0; k < text.ms.size(); ++k)
      if (text.ms[k].head == Head::kDie && text.ms[k].first > b && text.ms[k].head_token < h)
        for (size_t d : dd.at(text.ms, static_cast<int>(k))) dice.insert(d);
    if (dice.size() < 2) continue;
    for (size_t d : dice)
      for (const std::string& k : keywords) dd.dice[d].facts[k] = "true";
    mark_used(r, t, b, b);
    mark_used(r, t, h, h);
  }
}

// The words tell a fight: a verb of combat, a die called attacker or
// blocker, or the fight named.
bool fight_told(const DmText& text) {
  for (const Clause& c : text.cs)
    if (c.verb == Verb::kAttack || c.verb == Verb::kBlock || c.verb == Verb::kUndefended ||
        c.verb == Verb::kKo || c.verb == Verb::kAssign)
      return true;
  for (size_t i = 0; i < text.tokens.size(); ++i) {
    const Token& t = text.tokens[i];
    // ("It didn't attack", "didn't go on the attack": no fight.)
    if (t.term_kind("action") && i > 0 && says_not(text.tokens[i - 1])) continue;
    // (A KO, "kills", a keyword: "my 4/3 kills their regenerate 2/2".)
    if (t.is("role", "attacker") || t.is("role", "blocker") || t.term_kind("action") ||
        t.term_kind("keyword") || t.is("status", "ko") || t.word("combat") || t.word("fight") ||
        t.word("fights") || t.word("battle") || t.word("kills") || t.word("killed") ||
        t.word("kill"))
      return true;
  }
  return false;
}

// "I swing Thor, a Sidekick and Black Widow; Hawkeye blocks BW": one
// blocker and several attackers, with the one it blocks named but unread, is a
// reading for each (the blocking player chooses, dm:2.7.2); not a guess
// that it blocks the first.
void choose_unsaid_block(DmDice& dd, const std::vector<Token>& tokens,
                         const std::vector<size_t>& told, Choices& choices) {
  // (Only when the words name the one blocked in a way not read: a
  // blocking verb followed by a word of no rulebook, "blocks BW only".)
  bool unread_name = false;
  for (size_t k = 0; k + 1 < tokens.size(); ++k) {
    const Token& next = tokens[k + 1];
    Owner owner;
    unread_name |= tokens[k].is("role", "blocker") && !tokens[k].ends() &&
                   !tokens[k].text.ends_with(" by") && next.kind == Tok::kWord && !next.in_corpus &&
                   next.text.size() >= 2 && !determiner(next, owner) && !next.word("it") &&
                   !next.word("him") && !next.word("her") && !next.word("them");
  }
  if (!unread_name) return;
  std::vector<size_t> attackers, blockers;
  for (size_t k = 0; k < dd.dice.size(); ++k) {
    const Die& d = dd.dice[k];
    if (!d.facts.count("a") && !d.facts.count("d")) continue;
    if (d.role == "attacker") attackers.push_back(k);
    if (d.role == "blocker") blockers.push_back(k);
  }
  if (blockers.size() != 1 || attackers.size() < 2 || attackers.size() > 3) return;
  std::stable_sort(attackers.begin(), attackers.end(),
                   [&](size_t a, size_t b) { return told[a] < told[b]; });
  Die& blocker = dd.dice[blockers[0]];
  if (blocker.blocks >= 0) return;
  std::vector<std::string> options;
  static const char* const kNth[] = {"first", "second", "third"};
  for (size_t n = 0; n < attackers.size(); ++n)
    options.push_back(std::string("the blocker blocks the ") + kNth[n] + " attacker");
  blocker.blocks = static_cast<long>(attackers[choices.choose(options)]);
}

}  // namespace

void read_dm(Reading& r, const std::vector<Token>& given, Choices& choices) {
  const std::vector<Token> tokens =
      with_joining_words(with_former_latter(with_names(with_levels(given))));
  std::vector<Mention> ms =
      with_named_affiliations(join_described(find_mentions(tokens, dm_grammar()), tokens), tokens);
  const std::vector<Clause> cs = find_clauses(tokens, ms, dm_verb);
  centre_pronouns(ms, tokens, cs);
  if (r.explain) r.stages = describe_stages(tokens, ms, cs);
  const DmText text{tokens, ms, cs};
  DmDice dd = read_dice(r, text);
  for (const Clause& c : cs) {
    mark_used(r, tokens, c.token, c.token);
    if (c.amount >= 0) mark_used(r, tokens, c.amount_at, c.amount_at);
  }
  place_by_verbs(dd, text);
  place_plural_blockers(dd, text);
  place_plural_attackers(dd, text);
  for (size_t k : dd.read_words) mark_used(r, tokens, k, k);
  merge_descriptions(dd, r, text, choices);
  place_onlookers(dd, text);
  drop_removed_before_attack(dd, r, text);
  both_have(r, dd, text);
  // "deal 2 damage to Thor": the 2 is dealt, not already on Thor.
  for (Die& d : dd.dice)
    if (d.facts.count("pinged") && d.facts.count("damage") &&
        d.facts["damage"] == d.facts["pinged"])
      d.facts.erase("damage");
  // "chumps my 8/6 with a sidekick": a Sidekick die a verb sets against
  // one die with stats, said with none itself, is the printed one, 1A/1D on
  // its character face (the engine's default). (With more dice, which die
  // is the Sidekick is too easily misread to give it stats.)
  // ("sidekick chump blocks a 3/3 goblin. sidekick dies": the Sidekick
  // named again, with nothing said of it, is no third die of the combat.)
  // (Not when an Action die or a Global is told: it may act on the
  // Sidekick, and the printed stats would be a guess.)
  const auto placed = std::count_if(dd.dice.begin(), dd.dice.end(), [](const Die& d) {
    return d.role == "attacker" || d.role == "blocker";
  });
  // (A bare die besides, only when it is one of the two named again: not
  // "Hulk gives it +3D".)
  auto name_of = [&](const Die& d) {
    return d.mention >= 0 ? ms[static_cast<size_t>(d.mention)].name : std::string();
  };
  const bool others_bare = std::all_of(dd.dice.begin(), dd.dice.end(), [&](const Die& d) {
    if (d.role == "attacker" || d.role == "blocker") return true;
    if (!d.role.empty() || !d.facts.empty()) return false;
    return std::any_of(dd.dice.begin(), dd.dice.end(), [&](const Die& placed) {
      return (placed.role == "attacker" || placed.role == "blocker") && !name_of(d).empty() &&
             name_of(placed) == name_of(d);
    });
  });
  const bool acted_on = has_term(tokens, "action-die") || has_term(tokens, "global");
  const bool combat_told = placed == 2 && others_bare && !acted_on &&
                           std::any_of(dd.dice.begin(), dd.dice.end(), [](const Die& d) {
                             return d.facts.count("a") || d.facts.count("d");
                           });
  for (Die& d : dd.dice)
    if (combat_told && d.mention >= 0 && d.facts.empty() &&
        (d.role == "attacker" || d.role == "blocker")) {
      const std::string& called = ms[static_cast<size_t>(d.mention)].name;
      if (called == "sidekick" || called == "sidekicks" || called == "sidekick die")
        d.facts["a"] = d.facts["d"] = "1";
    }
  for (Die& d : dd.dice) order_modifiers(d, tokens);
  place_unplaced(dd, text);
  const std::vector<size_t> told = told_at(dd, text);
  choose_unsaid_block(dd, tokens, told, choices);
  name_dice(dd.dice, r, told);
  read_spins(r, dd, text);
  // Each die as the question names it, for an ask about it by name.
  for (const auto& [mention, made] : dd.dice_of)
    if (mention >= 0 && made.size() == 1 && !dd.dice[made[0]].called.empty() &&
        ms[static_cast<size_t>(mention)].head != Head::kPronoun &&
        proper_name(ms[static_cast<size_t>(mention)]))
      r.named.emplace_back(ms[static_cast<size_t>(mention)].name, dd.dice[made[0]].called);
  r.asker = asker_of(dd, text);
  place_unaimed_doublings(r, dd, tokens, r.asker);
  // "I'm on 12": the life of the player who asks, the attacked one when
  // the words do not say.
  if (auto me = r.facts.find("me"); me != r.facts.end()) {
    // (With no attack or block told, "My life counter shows 15 ... I draw
    // for the turn", it is the player whose turn it is.)
    const bool fight = std::any_of(cs.begin(), cs.end(),
                                   [](const Clause& c) {
                                     return c.verb == Verb::kAttack || c.verb == Verb::kBlock ||
                                            c.verb == Verb::kUndefended;
                                   }) ||
                       std::any_of(dd.dice.begin(), dd.dice.end(), [](const Die& d) {
                         return d.facts.count("a") || d.facts.count("d");
                       });
    const std::string seat = !r.asker.empty() ? r.asker : fight ? "p2" : "p1";
    const std::string other = seat == "p1" ? "p2" : "p1";
    // ("I block his Thor with Colossus. My life is 12, my opponent's life
    // is 15": the opponent's, read into the seat before the asker's was
    // known, is the other seat's.)
    const std::string mine = me->second["life"];
    if (!r.fact(seat, "life").empty() && r.fact(seat, "life") != mine &&
        r.fact(other, "life").empty() && !r.asker.empty()) {
      r.facts[other]["life"] = r.fact(seat, "life");
      r.facts[seat]["life"] = mine;
    }
    if (r.fact(seat, "life").empty()) r.facts[seat]["life"] = mine;
    r.facts.erase(me);
  }
  // "is blocked by Loki; then ...": a block the words tell, with no die
  // read as the blocker, is not the unblocked attack the situation would be.
  // ("neither is blocked", "blocks neither" tell none.)
  const bool block_told = std::any_of(cs.begin(), cs.end(), [&](const Clause& c) {
    const size_t next = c.token + 1;
    const bool none_after = next < tokens.size() && !tokens[c.token].ends() &&
                            (tokens[next].word("neither") || tokens[next].word("nothing") ||
                             tokens[next].word("none") || tokens[next].word("nobody"));
    return c.verb == Verb::kBlock && !negated(r.words, tokens[c.token].at, &r.breaks) &&
           !none_after;
  });
  const bool blocker_read = std::any_of(dd.dice.begin(), dd.dice.end(), [](const Die& d) {
    return d.called.rfind("blocker", 0) == 0;
  });
  if (block_told && !blocker_read) r.not_simulated.push_back("a blocker the reading did not find");
  // A die outside the combat said but not read as one: the question is
  // left undecided.
  for (size_t k = 0; k < r.words.size(); ++k) {
    const std::string& w = r.words[k];
    if (w == "combat" && k >= 2 && r.words[k - 1] == "in" && r.words[k - 2] == "not" &&
        !r.has("p1-die") && !r.has("p2-die"))
      r.not_simulated.push_back("a die not in combat");
    // "same affiliation as their Loki", "shares an affiliation": named by
    // comparison, not read.
    if ((w == "affiliation" || w == "affiliations") && k >= 1 &&
        (r.words[k - 1] == "same" || r.words[k - 1] == "an" || r.words[k - 1] == "common"))
      r.not_simulated.push_back("affiliations said by comparison ('same affiliation')");
  }
  read_dm_words(r, ms, choices);
  read_split_told(r);
  const std::vector<Die>& dice = dd.dice;
  // Outside combat, each read on a copy without the combat roles and kept
  // only when it reads: fielding a die (whatever stats it is said with);
  // with no die's stats, life gained, Clear and Draw, buying a die.
  auto apart = [&](bool (*read)(Reading&, const std::vector<Token>&)) {
    Reading turn = r;
    for (const char* role :
         {"attacker", "attacker2", "blocker", "blocker2", "blocker3", "p2", "split"})
      turn.facts.erase(role);
    if (!read(turn, tokens)) return false;
    r = std::move(turn);
    return true;
  };
  // (One die to field: the plain reading, then the listing one, which
  // counts "two Sidekicks on fist and mask".)
  if (apart(read_fielding_several) || apart(read_fielding) || apart(read_fielding_listed)) return;
  const bool stats = std::any_of(dice.begin(), dice.end(), [](const Die& d) {
    return d.facts.count("a") || d.facts.count("d");
  });
  if (!stats && (apart(read_clean_up) || apart(read_dm_turn))) return;
  // A combat when some die has a value: "what does overcrush do" names a
  // keyword, "5A overcrush blocked by a 2A/3D" a situation.
  for (const auto& [role, fields] : r.facts)
    if (fields.count("a") || fields.count("d")) r.action = "combat";
  for (const Clause& c : cs)
    if (c.verb == Verb::kUndefended && r.action.empty() && !r.fact("p2", "life").empty())
      r.action = "combat";
  if (r.action == "combat") read_combat_life_gain(r, text);
  // ("BA die on 2 generic. field a cost 1 (1A/2D) die": a die with stats
  // and no fight told is no combat to simulate.)
  if (r.action == "combat" && !fight_told(text)) r.leave_out("an attack or a block");
  unsaid_affiliations(r);
}

}  // namespace arbiter::query::ask
