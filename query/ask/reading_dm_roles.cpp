// Who attacks and who blocks in a Dice Masters question, from its verbs
// ("X is blocked by Y", "Y blocks X", "X attacks into Y"), and what happens
// before damage: a die removed, an A doubled, damage already on a die, the
// damage the player assigns among blockers.
#include <algorithm>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// Die k is the subject of a verb of its own, or named "by" one, other than
// mention m's: a list joined to m does not run through it ("I attack with
// Juggernaut, and Colossus blocks him"; "Thor got chump-blocked by a
// Sidekick, and Iron Man and Cap were unblocked").
// ("Dmg on Storm + Cyclops KO'd? Storm attacks, Cyclops blocks": the
// dice named in the question are told by the verbs after it.)
bool told_by_another(const std::vector<Mention>& ms, const std::vector<Clause>& cs, size_t k,
                     int m) {
  if (static_cast<int>(k) == m) return false;
  const int die = resolve(ms, static_cast<int>(k));
  if (m >= 0 && die == resolve(ms, m)) return false;
  // (A name said again after the list, not a pronoun: "they don't block
  // either of them" does not part a list, nor a verb told of the die before
  // the list names it again.)
  const auto is_die = [&](const Clause& c, int said) {
    if (said < 0) return false;
    if (said == static_cast<int>(k)) return true;
    return ms[static_cast<size_t>(said)].head == Head::kDie && resolve(ms, said) == die &&
           c.token > ms[k].last;
  };
  return std::any_of(cs.begin(), cs.end(),
                     [&](const Clause& c) { return is_die(c, c.subject) || is_die(c, c.by); });
}

// Die m is said with "only" or "just" before one of its names other than
// the first ("Only Hulk attacks"): the one die, not a list it was told in.
bool said_only(const std::vector<Token>& tokens, const std::vector<Mention>& ms, int m) {
  const int die = resolve(ms, m);
  for (size_t k = 0; k < ms.size(); ++k)
    if (ms[k].first > 0 && static_cast<int>(k) != die && resolve(ms, static_cast<int>(k)) == die) {
      // ("Only the sidekicks attack": past the article.)
      size_t at = ms[k].first;
      if (at > 1 && tokens[at - 1].word("the")) --at;
      if (tokens[at - 1].word("only") || tokens[at - 1].word("just")) return true;
    }
  return false;
}

// The die mentions told before token `at` (each die once) said to be
// `owner`'s, in order.
std::vector<int> dice_told_before(const std::vector<Mention>& ms, size_t at, Owner owner) {
  std::vector<int> out;
  for (size_t k = 0; k < ms.size() && ms[k].first < at; ++k)
    if (ms[k].head == Head::kDie && ms[k].refers_to < 0 && ms[k].owner == owner)
      out.push_back(static_cast<int>(k));
  return out;
}

}  // namespace

void place_by_verbs(DmDice& dd, const DmText& text) {
  const std::vector<Token>& tokens = text.tokens;
  const std::vector<Mention>& ms = text.ms;
  const std::vector<Clause>& cs = text.cs;
  std::vector<Die>& dice = dd.dice;
  auto dice_at = [&](int m) { return dd.at(ms, m); };
  auto set_role = [&](int m, const char* role) {
    for (size_t d : dice_at(m))
      if (!dice[d].named) dice[d].role = role;
    // Only a die is joined to dice: "Hawkeye and my opponent" is not a group.
    if (m < 0 || ms[static_cast<size_t>(resolve(ms, m))].head != Head::kDie) return;
    // "blocked by a 1/3 and a 1/1", "Rogue and Gambit double block": the
    // dice joined to it by "and", after it and before it.
    const auto join = [&](size_t k) {
      for (size_t d : dice_at(static_cast<int>(k)))
        if (!dice[d].named) dice[d].role = role;
    };
    const auto joinable = [&](size_t k) {
      return ms[k].head == Head::kDie && !told_by_another(ms, cs, k, m);
    };
    // ("My field: Hulk 4A/4D + 2 SKs. Only Hulk attacks": only the one
    // said, not the list it was first told in.)
    const size_t at = static_cast<size_t>(m);
    const int die = resolve(ms, m);
    const bool only = said_only(tokens, ms, m);
    const size_t first = only ? at : static_cast<size_t>(die);
    // (After where it is said too: "I attack with Storm and Cyclops" joins
    // Cyclops when Storm was described before.)
    for (const size_t from : {first, at})
      for (size_t k = from; k + 1 < ms.size() && joinable(k + 1) &&
                            joined_to(tokens, ms, k + 1, static_cast<int>(k));)
        join(++k);
    // (Before where it is said too: "Is Storm KO'd? Hulk 5A/5D and Storm
    // 2A/2D attack" joins Hulk, though Storm was named first in the
    // question.)
    // (Not a die another clause does or is done with: "I attack with
    // Rhino and Spider-Man blocks".)
    const auto in_no_clause = [&](size_t k) {
      const int its = resolve(ms, static_cast<int>(k));
      const auto is_die = [&](int x) { return x >= 0 && resolve(ms, x) == its; };
      return std::none_of(cs.begin(), cs.end(), [&](const Clause& c) {
        return is_die(c.with) || is_die(c.object) || is_die(c.subject) || is_die(c.by);
      });
    };
    for (size_t k = first;
         k > 0 && joinable(k - 1) && joined_to(tokens, ms, k, static_cast<int>(k - 1));)
      join(--k);
    for (size_t k = at; at != first && k > 0 && joinable(k - 1) && in_no_clause(k - 1) &&
                        joined_to(tokens, ms, k, static_cast<int>(k - 1));)
      join(--k);
  };
  // A role said for sure ("is the blocker"): later verbs do not move it.
  auto fix_role = [&](int m, const char* role) {
    for (size_t d : dice_at(m))
      if (!dice[d].named) {
        dice[d].role = role;
        dice[d].named = true;
      }
  };
  // The asking player, however said ("I", "me").
  auto speaker = [&](int m) {
    if (m < 0) return false;
    const Mention& p = ms[static_cast<size_t>(resolve(ms, m))];
    return p.head == Head::kPlayer && p.owner == Owner::kMine;
  };
  // The other player, or a "he"/"she"/"they" that refers to no die ("he
  // swings his 6/6 hulk").
  auto other_player = [&](int m) {
    if (m < 0) return false;
    const Mention& p = ms[static_cast<size_t>(resolve(ms, m))];
    if (p.head == Head::kPronoun)
      return p.refers_to < 0 && (p.name == "he" || p.name == "she" || p.name == "they");
    return p.head == Head::kPlayer && p.owner != Owner::kMine;
  };
  auto swung_own_die = [&](const Clause& c) {
    const int subject = c.subject;
    const Mention& die = ms[static_cast<size_t>(c.object)];
    if (speaker(subject)) return die.owner != Owner::kOther;
    // ("pinged his Iron Man, then swung Rhino 6/5": "swing" with no one
    // before it is told by the one swinging, of a die not said to be the
    // other's; "attacked his Thor" is not.)
    const std::string& verb = tokens[c.token].text;
    if (subject < 0 && (verb.starts_with("swing") || verb == "swung"))
      return die.head == Head::kDie && die.owner != Owner::kOther;
    if (!other_player(subject) || die.head != Head::kDie) return false;
    // ("they swing Wolverine at me": a die swung is the swinger's unless
    // said to be mine; "they attacked Thor" needs "their".)
    const bool swung = verb.starts_with("swing") || verb == "swung";
    return ms[static_cast<size_t>(subject)].head == Head::kPronoun && !swung
               ? die.owner == Owner::kOther
               : die.owner != Owner::kMine;
  };
  auto blocking = [&](int m) {
    const std::vector<size_t> ds = dice_at(m);
    return std::any_of(ds.begin(), ds.end(), [&](size_t d) { return dice[d].role == "blocker"; });
  };
  // "4A vs 2D", "attacks into a 3A/3D": says who blocks only of dice no
  // verb or noun has placed.
  auto weak_role = [&](int m, const char* role) {
    for (size_t d : dice_at(m))
      if (!dice[d].named && dice[d].role.empty()) dice[d].role = role;
  };
  // "Widow (2A/3D) is declared as a blocker": the role noun said of a die.
  for (size_t k = 0; k < ms.size(); ++k)
    if (ms[k].refers_to >= 0 && !ms[k].role_word.empty() &&
        (ms[k].name == ms[k].role_word || ms[k].name == ms[k].role_word + "s") &&
        said_to_be(tokens, ms[k])) {
      fix_role(static_cast<int>(k), ms[k].role_word == "blocker" ? "blocker" : "attacker");
      // ("Cap and Widow are sent in as attackers": the list said to be.)
      if (ms[k].count > 1)
        for (size_t j = static_cast<size_t>(resolve(ms, static_cast<int>(k)));
             j > 0 && joined_to(tokens, ms, j, static_cast<int>(j - 1)); --j)
          fix_role(static_cast<int>(j - 1), ms[k].role_word == "blocker" ? "blocker" : "attacker");
      // "... is the only blocker of a Juggernaut die": the one it blocks
      // attacks (and the other way round).
      if (k + 1 < ms.size() && ms[k + 1].head == Head::kDie && ms[k].last + 1 < tokens.size() &&
          tokens[ms[k].last + 1].word("of")) {
        size_t at = ms[k].last + 2;
        Owner o;
        while (at < tokens.size() && determiner(tokens[at], o)) ++at;
        if (ms[k + 1].first == at)
          fix_role(static_cast<int>(k + 1), ms[k].role_word == "blocker" ? "attacker" : "blocker");
      }
    }
  // A clause told before an attack or block that comes after it.
  // ("does he still hit for 4?": asked, not told.)
  auto combat_follows = [&](const Clause& c) {
    for (const Clause& later : cs)
      if (later.token > c.token && (later.verb == Verb::kAttack || later.verb == Verb::kBlock) &&
          !asking_sentence(tokens, later.token))
        return true;
    return false;
  };
  // "an unblocked Punisher (2A)": said of the die before it, an attacker
  // no die blocks; "an attacking Quicksilver": an attacker.
  for (size_t k = 0; k < ms.size(); ++k) {
    if (ms[k].head != Head::kDie || ms[k].refers_to >= 0) continue;
    size_t t = ms[k].first;
    while (t > 0 && tokens[t - 1].term_kind("keyword")) --t;
    const bool unblocked =
        t > 0 && tokens[t - 1].term_kind("action") && tokens[t - 1].term->name == "unblocked";
    Owner o;
    // ("leaves two attacking Sidekick dice unblocked": a count too.)
    const bool described = t > 1 && (determiner(tokens[t - 2], o) || tokens[t - 2].word("its") ||
                                     tokens[t - 2].word("single") || tokens[t - 2].word("lone") ||
                                     possessive(tokens[t - 2]) ||
                                     (tokens[t - 2].kind == Tok::kNumber && ms[k].count > 1));
    // ("my blocking sidekick 1a/1d vs their attacker": a blocker.)
    const bool attacking = described && tokens[t - 1].text == "attacking";
    // (A bare "the blocking Sidekick" later names one already told.)
    const bool blocking_word =
        described && tokens[t - 1].text == "blocking" && (ms[k].has("a") || ms[k].has("d"));
    if (unblocked || attacking || blocking_word)
      for (size_t d : dice_at(static_cast<int>(k))) {
        dice[d].role = blocking_word ? "blocker" : "attacker";
        dice[d].named = true;
      }
    // ("unblocked 3A/2D and 2A/2D", "unblocked 4a/1d, 1a/1d, 1a/1d": the
    // list it opens, all of it.)
    for (size_t j = k + 1; unblocked && j < ms.size() && ms[j].head == Head::kDie; ++j) {
      const size_t gap = ms[j].first - ms[j - 1].last;
      const bool listed =
          !tokens[ms[j - 1].last].ends_sentence() &&
          (gap == 1 || (gap == 2 && tokens[ms[j - 1].last + 1].word("and"))) &&
          (gap == 2 || tokens[ms[j - 1].last].brk == ',' || tokens[ms[j - 1].last].brk == 0);
      if (!listed) break;
      for (size_t d : dice_at(static_cast<int>(j))) {
        dice[d].role = "attacker";
        dice[d].named = true;
      }
    }
  }
  // The verbs say who attacks and who blocks.
  for (const Clause& c : cs) {
    switch (c.verb) {
      case Verb::kAttack:
        if (tokens[c.token].word("vs") || tokens[c.token].word("versus") ||
            tokens[c.token].word("into") || tokens[c.token].word("against") ||
            tokens[c.token].word("faces") || tokens[c.token].word("facing")) {
          // "declared as a blocker against an attacking Thor": the blocker
          // is the one before, whoever was named.
          // ("Speedball blocks with Fast (3A/2D) against Quicksilver": a die
          // already blocking is set against the attacker.)
          if ((c.subject >= 0 && ms[static_cast<size_t>(c.subject)].name == "blocker") ||
              blocking(c.subject)) {
            weak_role(c.object, "attacker");
            break;
          }
          weak_role(c.subject, "attacker");
          weak_role(c.object, "blocker");
          // ("my Iron Fist vs her Bullseye; my Luke Cage vs her Kingpin":
          // each fight's blocker blocks its own attacker.)
          if (const auto by = dice_at(c.object), of = dice_at(c.subject);
              by.size() == 1 && of.size() == 1 && dice[by[0]].role == "blocker" &&
              dice[of[0]].role == "attacker" && dice[by[0]].blocks < 0)
            dice[by[0]].blocks = static_cast<long>(of[0]);
          break;
        }
        // ("An attack is made by Thor": the one after "by".)
        if (c.passive && c.subject < 0) set_role(c.by, "attacker");
        set_role(c.subject, "attacker");
        set_role(c.with, "attacker");
        // "I swing with a 6 attack die"
        // ("i swing cap and widow": a player attacks with the dice they
        // swing; only a die said to be the other's is what is attacked.)
        // ("opponent swings his 5/5 hulk": so does the other player, with
        // a die not said to be the speaker's; "he swings his 6/6 hulk", with
        // one said to be theirs.)
        if (c.with < 0 && c.object >= 0 && swung_own_die(c)) set_role(c.object, "attacker");
        // ("Wonder Man attacks at level 2, 4A/5D": at its stats, with no die
        // named before to be them.)
        else if (c.subject < 0 && c.with < 0 && c.object >= 0 &&
                 ms[static_cast<size_t>(c.object)].first == c.token + 2 &&
                 tokens[c.token + 1].word("at") && !tokens[c.token].ends() &&
                 tokens[ms[static_cast<size_t>(c.object)].first].kind == Tok::kDiceStat)
          set_role(c.object, "attacker");
        else if (!player_pronoun(ms, c.object))
          set_role(c.object, "blocker");
        break;
      case Verb::kRemove: {  // "the blocker got bounced", "an action die removed the blocker"
        // ("Does Immortal send Thor to my bag, or ...?": asked, not done.)
        if (asking_sentence(tokens, c.token)) break;
        // (KO'd by an effect, or sent there, it goes to the Prep Area;
        // "returns it to the Field Zone", "pull it back to field": out of
        // combat to its field.)
        std::string to = tokens[c.token].is("status", "ko") ? "prep" : "true";
        // ("removed Iron Man from the field ..., he goes to his bag": where
        // it is sent, after "to" or "back".)
        for (size_t k = c.token + 1; k < tokens.size() && !tokens[k - 1].ends_sentence(); ++k) {
          if (tokens[k].text.starts_with("prep")) to = "prep";
          bool sent = false;
          for (size_t j = k; j-- > c.token && j + 4 > k;)
            sent |= tokens[j].word("to") || tokens[j].word("into") || tokens[j].word("back");
          if (tokens[k].text.starts_with("field") && sent && to == "true") to = "field";
          if (tokens[k].text == "bag" && sent) to = "true";
        }
        int removed = c.passive || c.object < 0 ? c.subject : c.object;
        // ("... is blocked by a Sidekick. I use an Action die to KO it": "it"
        // is the die named last before it, not the sentence's subject.)
        if (removed >= 0 && ms[static_cast<size_t>(removed)].head == Head::kPronoun)
          for (int j = removed; j-- > 0;)
            if (ms[static_cast<size_t>(j)].head == Head::kDie) {
              removed = j;
              break;
            }
        for (size_t d : dice_at(removed)) dice[d].facts["removed"] = to;
        break;
      }
      case Verb::kDouble: {  // "I double the attack of my 5A attacker"
        const bool defense = c.token + 2 < tokens.size() && (tokens[c.token + 2].word("defense") ||
                                                             tokens[c.token + 1].word("defense"));
        int target = c.object >= 0 ? c.object : c.subject;
        // "I give Thor +1A, then double his attack": "his" is the die just named.
        if (c.object < 0 && c.token + 1 < tokens.size() &&
            (tokens[c.token + 1].word("his") || tokens[c.token + 1].word("her") ||
             tokens[c.token + 1].word("its"))) {
          for (size_t k = 0; k < ms.size() && ms[k].first < c.token; ++k)
            if (ms[k].head == Head::kDie) target = static_cast<int>(k);
          // ("Cyclops is blocked by Joker. I double his A": in a new
          // sentence, the one the sentence before was about.)
          if (const int first = first_die_of_sentence_before(tokens, ms, c.token); first >= 0)
            target = first;
          // "My Rhino is blocked by a 1A/3D and I double its attack": the
          // speaker's own die, when one die is said to be theirs.
          // ("He doubled its attack": the other player's, when one die is
          // said to be theirs.)
          const int doer = c.doer();
          const Owner whose = speaker(doer)        ? Owner::kMine
                              : other_player(doer) ? Owner::kOther
                                                   : Owner::kUnsaid;
          if (whose != Owner::kUnsaid) {
            const std::vector<int> owned = dice_told_before(ms, c.token, whose);
            if (owned.size() == 1) target = owned[0];
          }
        }
        // ("i give +2A first then double A", "Global doubles A": no die
        // named; placed once the sides are known, read_dm.)
        if (dice_at(target).empty()) {
          const int doer = c.doer();
          dd.unaimed_doublings.push_back({c.token, defense,
                                          speaker(doer)        ? Owner::kMine
                                          : other_player(doer) ? Owner::kOther
                                                               : Owner::kUnsaid});
        }
        for (size_t d : dice_at(target)) {
          give(dice[d], {"modify", defense ? "x2d" : "x2a", c.token, false});
          const auto [from, to] = dd.with_doubling.equal_range(c.token);
          for (auto it = from; it != to; ++it) give(dice[d], it->second);
        }
        break;
      }
      case Verb::kBlock: {
        int blocker = c.subject, attacker = c.object;
        // "overcrush 5/4 blocked, then ...": blocked, by no one named.
        // ("... swung with Thor and Colossus blocked": after an attack, the
        // one that blocked.)
        bool attack_before = false, blocked_before = false;
        for (const Clause& other : cs) {
          attack_before |= other.token < c.token && other.verb == Verb::kAttack;
          // ("I double-blocked his Thor: Wolverine blocked first": the
          // attacker is told; this one blocks.)
          blocked_before |=
              other.token < c.token && other.verb == Verb::kBlock && other.object >= 0;
        }
        // ("... KO'd each other after Cyclops blocked": in a clause that
        // says when, the one that blocked; not "when" or "since", which
        // table talk says of the attacker: "took the hit when Hulk blocked".)
        const size_t subject_at = c.subject >= 0 ? ms[static_cast<size_t>(c.subject)].first : 0;
        const bool when_clause = subject_at > 0 && (tokens[subject_at - 1].word("after") ||
                                                    tokens[subject_at - 1].word("once"));
        // ("Loki, 2A/3D, blocked. Before that I had attacked with Thor": an
        // attack told later by another die makes this one the blocker.)
        const bool other_attacks_later =
            c.subject >= 0 && std::any_of(cs.begin(), cs.end(), [&](const Clause& other) {
              const int doer = other.with >= 0 ? other.with : other.subject;
              return other.token > c.token && other.verb == Verb::kAttack && doer >= 0 &&
                     !other.passive &&
                     ms[static_cast<size_t>(resolve(ms, doer))].head == Head::kDie &&
                     resolve(ms, doer) != resolve(ms, c.subject);
            });
        // ("Her Nightcrawler, 2A/3D, blocked. My Cable was the attacker":
        // the other's die, or with another die told to be the attacker, the
        // one that blocked.)
        const bool others_die =
            c.subject >= 0 &&
            ms[static_cast<size_t>(resolve(ms, c.subject))].owner == Owner::kOther;
        const bool attacker_told = std::any_of(ms.begin(), ms.end(), [&](const Mention& m) {
          return m.role_word == "attacker" && m.count == 1 && proper_name(m) &&
                 (c.subject < 0 || &m != &ms[static_cast<size_t>(resolve(ms, c.subject))]);
        });
        const bool got_blocked = !c.passive && c.object < 0 && c.by < 0 && c.with < 0 &&
                                 tokens[c.token].text == "blocked" && !attack_before &&
                                 !blocked_before && !when_clause && !other_attacks_later &&
                                 !others_die && !attacker_told;
        // ("8/5 overcrush double blocked, 2/3 and 1/2", "7A/8D triple
        // blocked: ..."): table talk's passive, the blockers listed after.
        const std::string& said = tokens[c.token].text;
        const bool listed_after =
            !c.passive && c.subject >= 0 && c.object >= 0 &&
            (tokens[c.token].brk == ',' || tokens[c.token].brk == ':') &&
            (said == "double blocked" || said == "double-blocked" ||
             (said == "blocked" && c.token > 0 &&
              (tokens[c.token - 1].word("double") || tokens[c.token - 1].word("triple"))));
        // ("she-hulk 5A/4D atks. double block: hawkeye 2A/3D + widow 2A/2D":
        // the verb with no one before it and a colon, then the blockers.)
        // ("they double block: ...": a player before it, the same.)
        const bool player_subject =
            c.subject >= 0 &&
            (ms[static_cast<size_t>(resolve(ms, c.subject))].head == Head::kPlayer ||
             (ms[static_cast<size_t>(c.subject)].head == Head::kPronoun &&
              ms[static_cast<size_t>(c.subject)].refers_to < 0));
        const bool colon_list = !c.passive && (c.subject < 0 || player_subject) && c.object >= 0 &&
                                tokens[c.token].brk == ':';
        if (listed_after || colon_list) {
          attacker = colon_list ? -1 : c.subject;
          blocker = c.object;
        } else if (got_blocked) {
          attacker = c.subject;
          blocker = -1;
        } else if (c.passive) {
          attacker = c.subject;
          blocker = c.by >= 0 ? c.by : c.object;
          // ("Angel blocked by P2 Toad": the player named, then the die
          // that blocks.)
          if (c.by >= 0 && c.object >= 0 &&
              ms[static_cast<size_t>(resolve(ms, c.by))].head == Head::kPlayer &&
              ms[static_cast<size_t>(c.object)].head == Head::kDie && c.subject >= 0)
            blocker = c.object;
          // "double blocked by a 1/3 and a 1/1, my 4/3 assigns ...": with
          // nothing before the verb, the die after the blockers is blocked.
          if (attacker < 0 && c.by >= 0) attacker = c.object;
        } else if (c.with >= 0) {
          blocker = c.with;
        } else if (attack_before && c.subject >= 0 && c.object >= 0 &&
                   ms[static_cast<size_t>(resolve(ms, c.subject))].head == Head::kPlayer) {
          // "My Spider-Man attacks. My opponent blocks (with) Green Goblin
          // ...": after the attack, a die no one has placed yet that a
          // player blocks is the one blocking.
          bool placed = false, attacker_known = false;
          for (size_t d : dice_at(c.object)) placed |= !dice[d].role.empty();
          for (const Die& d : dice) attacker_known |= d.role == "attacker";
          if (!placed && attacker_known) blocker = c.object, attacker = -1;
        } else if (!attack_before && speaker(c.subject) && c.object >= 0 &&
                   ms[static_cast<size_t>(c.object)].head == Head::kDie &&
                   ms[static_cast<size_t>(c.object)].owner != Owner::kOther) {
          // "opp 5/4 joker, i double block 2/4 beast + 2/3 cyclops": with a
          // die of the other's told before and no attack said, the dice the
          // speaker blocks with, not dice of theirs attacked.
          const std::vector<int> owned = dice_told_before(ms, c.token, Owner::kOther);
          const int theirs = owned.empty() ? -1 : owned.back();
          bool placed = false;
          for (size_t d : dice_at(theirs)) placed |= !dice[d].role.empty();
          if (theirs >= 0 && !placed) blocker = c.object, attacker = theirs;
        }
        set_role(blocker, "blocker");
        set_role(attacker, "attacker");
        // Which attacker this blocker blocks, when there are several ("one
        // of the Sidekicks": the first of them).
        std::vector<size_t> targets = dice_at(attacker);
        // ("I attack with three dice: a 4A/4D, a 3A/2D and a 5A/3D. He
        // blocks only the 5A/3D": the one attacker with those stats.)
        if (targets.empty() && attacker >= 0 &&
            tokens[ms[static_cast<size_t>(attacker)].head_token].kind == Tok::kDiceStat)
          targets = dice_by_stats(dd, ms[static_cast<size_t>(attacker)], "attacker");
        if (targets.size() > 1 && attacker >= 0) {
          size_t at = ms[static_cast<size_t>(attacker)].first;
          Owner o;
          while (at > 0 && determiner(tokens[at - 1], o)) --at;
          if (at >= 2 && tokens[at - 1].word("of") &&
              (tokens[at - 2].word("one") || tokens[at - 2].kind == Tok::kNumber))
            targets.resize(1);
        }
        if (targets.size() == 1)
          for (size_t d : dice_at(blocker)) dice[d].blocks = static_cast<long>(targets[0]);
        // ("... with Beast and Wolverine with Cyclops and Storm with a
        // Sidekick": each pair in turn.)
        // (Each pair one die and one die: "Colossus 3A/6D and Iron Man
        // 4A/3D", read as one group of dice, is left as told.)
        // ("Hulk is blocked by Magneto and Storm by a Loki die": the same,
        // in the passive.)
        const bool by_pairs = c.with < 0 && c.passive && c.by >= 0;
        const int first_blocker = by_pairs ? c.by : c.with;
        for (auto pair = gapped_block(tokens, ms, first_blocker, by_pairs); pair;
             pair = gapped_block(tokens, ms, pair->blocker, by_pairs)) {
          const std::vector<size_t> blocked = dice_at(pair->attacker);
          const std::vector<size_t> by = dice_at(pair->blocker);
          if (blocked.size() != 1 || by.size() != 1 || blocked[0] == by[0] ||
              dice_at(first_blocker) == blocked)
            break;
          const auto first_blockers = dice_at(first_blocker);
          if (std::find(first_blockers.begin(), first_blockers.end(), blocked[0]) !=
              first_blockers.end())
            break;
          // (Each die alone: "Colossus and Iron Man" is not a group here.)
          if (!dice[by[0]].named) dice[by[0]].role = "blocker";
          if (!dice[blocked[0]].named) dice[blocked[0]].role = "attacker";
          dice[by[0]].blocks = static_cast<long>(blocked[0]);
        }
        break;
      }
      case Verb::kKo: {
        // ("Cap blocks and kills him first": who kills whom says who
        // attacks only of dice no other verb has placed; "Hulk blocks and
        // KOs a Black Mamba": the one a blocker KOs is the attacker.)
        const bool blocker_kos = blocking(c.subject);
        weak_role(c.subject, "attacker");
        weak_role(c.object, blocker_kos ? "attacker" : "blocker");
        break;
      }
      case Verb::kUndefended: {  // "Wasp goes unblocked": an attacker, with no blocker
        // ("my opponent lets Cyclops through": the die let through; "he
        // chumps Thor w/ Cap and lets Iron Man thru": not the blocker said
        // before it, which lets nothing through.)
        int mover = c.subject;
        if (c.object >= 0 && ms[static_cast<size_t>(c.object)].head == Head::kDie &&
            (tokens[c.token].word("lets") || tokens[c.token].word("let")))
          mover = c.object;
        // "no blocks on my 3/2 and 4/3": the dice it is said of; "Nobody
        // blocked my Iron Man": the die after the verb.
        // ("declares no blocks against my Gambit and my Rogue")
        const bool on = c.token + 1 < tokens.size() &&
                        (tokens[c.token + 1].word("on") || tokens[c.token + 1].word("against") ||
                         (c.subject < 0 && c.token > 0 &&
                          (tokens[c.token - 1].word("nobody") || tokens[c.token - 1].word("none") ||
                           tokens[c.token - 1].word("nothing"))));
        // ("He doesn't block Harley Quinn or The Joker": a player not
        // blocking the dice named.)
        const std::string& said = tokens[c.token].text;
        const bool not_blocking = said.find(' ') != std::string::npos &&
                                  said.find("block") != std::string::npos &&
                                  said.find("blocks nothing") == std::string::npos;
        if ((mover < 0 || ms[static_cast<size_t>(mover)].head == Head::kPlayer) &&
            (on || not_blocking) && c.object >= 0 &&
            ms[static_cast<size_t>(c.object)].head == Head::kDie)
          mover = c.object;
        if (mover < 0 || ms[static_cast<size_t>(mover)].head != Head::kDie ||
            (mover == c.subject && c.subject == c.object) ||
            (mover == c.subject && declines_to_block(tokens, c.token)))
          break;
        // "3A + Punisher 2A both unblocked": the dice joined to it too.
        // ("My field: Hulk 4A/4D + 2 SKs. Only Hulk attacks, no blocks": not
        // the list it was first told in.)
        std::vector<size_t> movers{said_only(tokens, ms, mover)
                                       ? static_cast<size_t>(mover)
                                       : static_cast<size_t>(resolve(ms, mover))};
        for (size_t k = movers[0]; k > 0 && ms[k - 1].head == Head::kDie &&
                                   !told_by_another(ms, cs, k - 1, mover) &&
                                   joined_to(tokens, ms, k, static_cast<int>(k - 1));)
          movers.push_back(--k);
        // ("doesn't block Harley Quinn or The Joker": neither.)
        const auto or_next = [&](size_t k) {
          const size_t after = ms[k].last + 1;
          return not_blocking && after + 1 < tokens.size() && tokens[after].word("or") &&
                 ms[k + 1].first <= after + 2;
        };
        for (size_t k = movers[0];
             (on || not_blocking) && k + 1 < ms.size() && ms[k + 1].head == Head::kDie &&
             (joined_to(tokens, ms, k + 1, static_cast<int>(k)) || or_next(k));)
          movers.push_back(++k);
        for (size_t m : movers)
          for (size_t d : dice_at(static_cast<int>(m)))
            if (!dice[d].named || dice[d].role == "attacker") {
              dice[d].role = "attacker";
              dice[d].named = true;
            }
        break;
      }
      case Verb::kDeal: {
        if (c.amount <= 0) break;
        // Before the combat the question goes on to: damage already on the
        // die. Dealt by no die during the combat: damage an ability deals
        // before combat damage (dm:2.7.1.8).
        const Dealt dealt = dealt_by(text, c);
        const char* field = combat_follows(c) ? "damage" : dealt.by_no_die ? "pinged" : nullptr;
        if (field) {
          for (size_t d : dice_at(dealt.target)) dice[d].facts[field] = std::to_string(c.amount);
          // (The amount is this verb's: "uses a Global to deal 2 damage to
          // Thor" puts none on the die told before.)
          if (!dice_at(dealt.target).empty()) dd.read_words.push_back(c.amount_at);
        }
        break;
      }
      case Verb::kAssign:
        // "I used a Power Bolt to put 2 damage on his Iron Man. Then I
        // attacked ...": damage put before the combat told after it is
        // already on the die, not the attacker's split.
        if (combat_follows(c) && c.amount > 0 && c.object >= 0 &&
            ms[static_cast<size_t>(resolve(ms, c.object))].head == Head::kDie) {
          for (size_t d : dice_at(c.object)) dice[d].facts["damage"] = std::to_string(c.amount);
          break;
        }
        read_assignment(dd, text, c);
        break;
      default: break;
    }
  }
}

}  // namespace arbiter::query::ask
