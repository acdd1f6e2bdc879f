// Energy (spending, wild, generic, virtual, doubles), purchasing (cost,
// matching types, Crossover, reductions, Fabricate), fielding (cost, Ritual,
// Intimidate) and using Action dice (Amplify, Attune, Obscure, Boomerang).
#include <algorithm>
#include <stdexcept>

#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

namespace {

bool is_type(const std::string& s) {
  return s == "fist" || s == "bolt" || s == "mask" || s == "shield";
}

std::string join(const std::vector<std::string>& v, const char* sep = ", ") {
  std::string out;
  for (const std::string& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

}  // namespace

std::optional<DmGame::Paid> DmGame::pay(Player& p, const std::vector<std::string>& symbols,
                                        const std::vector<std::string>& needed,
                                        const std::string& what, bool dry_run,
                                        std::string* problem) {
  struct Avail {
    Die* d;
    std::vector<std::string> left;
    std::vector<std::string> spent;
  };
  std::vector<Avail> av;
  for (Die& d : s_.dice)
    if (d.controller == p.id && d.zone == Zone::Reserve && d.face.kind == Face::Kind::Energy &&
        !d.face.energy.empty())
      av.push_back({&d, *d.face.energy, {}});
  int virt = p.virtual_energy;
  std::vector<std::string> unmet;
  for (const std::string& t : needed)
    if (is_type(t)) unmet.push_back(t);
  Paid paid;
  const auto fail = [&](const std::string& why) -> std::optional<Paid> {
    if (problem) *problem = why;
    if (!dry_run) refuse(kSpendEnergy, what, why);
    return std::nullopt;
  };
  for (const std::string& s : symbols) {
    if (s == "virtual") {
      if (virt == 0) return fail(p.id + " has no virtual energy left");
      --virt;
      ++paid.virtual_used;
      paid.symbols.push_back("generic");
      continue;
    }
    // Prefer a die whose face is that one symbol, then one half of a double,
    // then (for a type) a wild standing in for it.
    const auto find = [&](const std::string& sym, bool single) -> Avail* {
      for (Avail& a : av)
        if (std::find(a.left.begin(), a.left.end(), sym) != a.left.end() &&
            (a.left.size() == 1) == single)
          return &a;
      return nullptr;
    };
    Avail* a = find(s, true);
    if (!a) a = find(s, false);
    std::string taken = s, counted = s;
    if (!a && is_type(s)) {
      a = find("wild", true);
      if (!a) a = find("wild", false);
      taken = "wild";
    }
    if (!a) return fail("no " + s + " energy left in " + p.id + "'s Reserve Pool");
    if (taken == "wild" && s == "wild") counted = unmet.empty() ? "wild" : unmet.front();
    a->left.erase(std::find(a->left.begin(), a->left.end(), taken));
    a->spent.push_back(taken);
    if (auto u = std::find(unmet.begin(), unmet.end(), counted); u != unmet.end()) unmet.erase(u);
    paid.symbols.push_back(counted);
    paid.dice.push_back(a->d->id);
  }
  if (dry_run) return paid;
  p.virtual_energy -= paid.virtual_used;
  const bool act = active(p.id);
  note(kSpendEnergy, [&] { return p.id + " spends " + join(symbols) + " for " + what; });
  if (paid.virtual_used > 0)
    change(
        kVirtualSpend,
        [&] {
          return p.id + " spends " + plural(paid.virtual_used, "virtual generic energy") + "";
        },
        p.id, "virtual", p.virtual_energy + paid.virtual_used, p.virtual_energy);
  for (Avail& a : av) {
    if (a.spent.empty()) continue;
    Die& d = *a.d;
    for (const std::string& sym : a.spent)
      if (sym == "wild")
        note(kSpendEnergy, [&] { return d.name + "'s wild energy stands for the type needed"; });
    if (!a.left.empty()) {
      const std::string rest = a.left.front();
      const auto single = std::find_if(d.faces.begin(), d.faces.end(), [&](const Face& f) {
        return f.energy.size() == 1 && f.energy[0] == rest;
      });
      if (rest == "generic" && act) {
        ++p.virtual_energy;
        change(
            kDoubleGenericVirtual,
            [&] {
              return d.name +
                     "'s double generic face: one is spent, the other is kept as virtual generic "
                     "energy";
            },
            p.id, "virtual", p.virtual_energy - 1, p.virtual_energy);
      } else if (single != d.faces.end() || d.faces.empty()) {
        const std::string before = d.face.label;
        d.face = single != d.faces.end() ? *single : parse_face(rest);
        d.partly_spent = true;
        change(
            kSpinDownDouble,
            [&] {
              return d.name + " spins down from " + before + " to " + d.face.label +
                     " to spend part of its energy; it can no longer be rerolled";
            },
            d.id, "face", before, d.face.label);
        continue;  // stays in the Reserve Pool
      } else {
        note(kDoubleOnlyLost, [&] {
          return d.name + " has no single " + rest + " face to spin to: the unspent " + rest +
                 " is lost";
        });
      }
    }
    const Zone to = act ? Zone::OutOfPlay : Zone::Used;
    change(
        act ? kSpentOutOfPlay : kInactiveSpentUsed,
        [&] {
          return d.name + " is spent as energy and goes " +
                 (act ? std::string("Out of Play") : std::string("to the Used Pile"));
        },
        d.id, "zone", zone_name(d.zone), zone_name(to));
    d.zone = to;
  }
  return paid;
}

void DmGame::purchase(Player& p, const std::string& card_id,
                      const std::vector<std::string>& symbols, int reduce, bool may_reach_zero) {
  if (over()) return;
  const Card& c = card(card_id);
  const std::string what =
      p.id + "'s purchase of " +
      (std::string("AEIOU").find(c.name.empty() ? 'x' : c.name[0]) != std::string::npos ? "an "
                                                                                        : "a ") +
      c.name + " die";
  if (s_.step != "main")
    return void(refuse(kMainStepOnly, what, "dice are purchased in the Main Step"));
  if (!active(p.id))
    return void(refuse(kMainStepOnly, what, "only the active player purchases dice"));
  if (!c.owner.empty() && c.owner != p.id)
    return void(refuse(kNotOpponentsCards, what, "it is an opponent's card"));
  Die* d = nullptr;
  for (Die& x : s_.dice)
    if (x.card == card_id && x.zone == Zone::Card &&
        (c.owner.empty() ? x.owner == p.id || x.owner.empty() : true)) {
      d = &x;
      break;
    }
  if (!d) return void(refuse(kPurchaseCost, what, "no unpurchased die is left on the card"));
  int total_reduction = reduce;
  if (const auto it = s_.turn.purchase_discount.find(p.id); it != s_.turn.purchase_discount.end()) {
    total_reduction += it->second;
    note(kFutureGameState, [&] {
      return what + ": " + std::to_string(it->second) +
             " less, from an ability initiated earlier this turn";
    });
  }
  if (std::find(c.affiliations.begin(), c.affiliations.end(), "turtles") != c.affiliations.end()) {
    int n = 0;
    for (const Card& o : s_.cards)
      if (o.id != c.id && o.keywords.turtle_power && card_active(o.id, p.id)) ++n;
    if (n > 0) {
      total_reduction += n;
      note(kTurtlePower, [&] {
        return std::to_string(n) + " active Turtle Power character(s): " + c.name + " costs " +
               std::to_string(n) + " less";
      });
    }
  }
  int cost = c.cost - total_reduction;
  if (total_reduction > 0) {
    const int floor = may_reach_zero ? 0 : std::min(1, c.cost);
    if (cost < floor)
      note(kCostFloor, [&] {
        return "reductions of " + std::to_string(total_reduction) + " would take the cost below " +
               std::to_string(floor) + ": it stays " + std::to_string(floor);
      });
    cost = std::max(cost, floor);
  }
  if (c.energy.size() >= 2 && cost < static_cast<int>(c.energy.size())) {
    note(kCrossover, [&] {
      return c.name + " is a Crossover die (" + join(c.energy, "-") + "): reduced to " +
             std::to_string(cost) + ", it still needs one energy of each type";
    });
    cost = static_cast<int>(c.energy.size());
  }
  if (static_cast<int>(symbols.size()) != cost)
    return void(refuse(kPurchaseCost, what,
                       "it costs " + plural(cost, "energy") + ", and " +
                           std::to_string(symbols.size()) + " were offered"));
  std::string problem;
  const auto dry = pay(p, symbols, c.energy, what, true, &problem);
  if (!dry) return void(refuse(kPurchaseCost, what, problem));
  for (const std::string& t : c.energy)
    if (std::find(dry->symbols.begin(), dry->symbols.end(), t) == dry->symbols.end())
      return void(
          refuse(c.energy.size() >= 2 ? kCrossover : kPurchaseMatchType, what,
                 "at least one " + t + " energy must be spent (" + join(symbols) + " has none)"));
  note(kPurchaseCost, [&] {
    return c.name + " costs " + plural(cost, "energy") + "; " + join(symbols) + " pays it";
  });
  if (!c.energy.empty())
    note(c.energy.size() >= 2 ? kCrossover : kPurchaseMatchType, [&] {
      return "the energy spent includes " + join(c.energy, " and ") +
             ", matching the card's energy type" + (c.energy.size() > 1 ? "s" : "");
    });
  pay(p, symbols, c.energy, what);
  change(
      kPurchaseToUsed,
      [&] { return d->name + " is purchased and goes to " + p.id + "'s Used Pile"; }, d->id, "zone",
      zone_name(d->zone), zone_name(Zone::Used));
  d->zone = Zone::Used;
  d->owner = d->controller = p.id;
  headline(p.id + " purchases " + d->name + " for " + join(symbols));
}

void DmGame::field(Die& d, const std::vector<std::string>& symbols, int reduce,
                   const std::string& ritual, const std::string& intimidate_target) {
  if (over()) return;
  const std::string what = "field " + d.name;
  if (s_.step != "main")
    return void(refuse(kMainStepOnly, what, "Character dice are fielded in the Main Step"));
  if (d.zone != Zone::Reserve || d.controller != s_.active)
    return void(
        refuse(kFieldingCost, what, "only a die in the active player's Reserve Pool is fielded"));
  if (!d.face.character())
    return void(
        refuse(kEnergyDieNotFielded, what, "it shows " + d.face.label + ", not a character face"));
  // What keeps a die from being fielded looks at it where it is (3.1.28).
  if (const std::string by = static_forbids(d, Act::Verb::CannotField); !by.empty())
    return void(refuse(kCannotField, what, by + " keeps it from being fielded"));
  if (r_.has_statics && has_keyword(d, &Keywords::ally) && d.type != DieType::Sidekick) {
    Die as_sidekick = d;  // what the rule would see were it a Sidekick die already
    as_sidekick.type = DieType::Sidekick;
    if (const std::string by = static_forbids(as_sidekick, Act::Verb::CannotField); !by.empty())
      note(kCannotField, [&] {
        return d.name + " has Ally, but is a Sidekick die only in the Field Zone: " + by +
               " does not keep it from being fielded";
      });
  }
  Player& p = player(d.controller);
  int cost = std::max(0, printed(d).cost - reduce);
  if (const Card* c = card_of(d);
      c && !c->copied_costs.empty() && d.copied.kind == Copied::Kind::None)
    note(kCopyStats, [&] {
      return d.name +
             " pays the fielding cost of the card its card copied the stats of, at level " +
             std::to_string(d.level) + ": " + std::to_string(printed(d).cost);
    });
  if (!ritual.empty()) {
    Die& r = die(ritual);
    if (!has_keyword(d, &Keywords::ritual))
      return void(refuse(kRitual, what, d.name + " has no Ritual"));
    if (r.zone != Zone::Reserve || r.controller != p.id ||
        (r.type != DieType::Character && r.type != DieType::Sidekick) || &r == &d)
      return void(
          refuse(kRitual, what, r.name + " is not another Character die in the Reserve Pool"));
    change(
        kRitual,
        [&] {
          return r.name + " goes to the Used Pile for " + d.name +
                 "'s Ritual: it is fielded for free";
        },
        r.id, "zone", zone_name(r.zone), zone_name(Zone::Used));
    r.zone = Zone::Used;
    cost = 0;
  }
  if (static_cast<int>(symbols.size()) != cost)
    return void(refuse(kFieldingCost, what,
                       "its fielding cost is " + std::to_string(cost) + ", and " +
                           std::to_string(symbols.size()) + " energy were offered"));
  if (cost > 0 && !pay(p, symbols, {}, what)) return;
  change(
      kFieldingCost,
      [&] {
        return d.name + " is fielded for " + plural(cost, "energy") + " on level " +
               std::to_string(d.level);
      },
      d.id, "zone", zone_name(d.zone), zone_name(Zone::Field));
  d.zone = Zone::Field;
  d.fielded_now = true;
  ++p.fielded_this_turn;
  headline(p.id + " fields " + d.name);
  if (!intimidate_target.empty()) {
    Die& t = die(intimidate_target);
    if (!has_keyword(d, &Keywords::intimidate))
      return void(refuse(kIntimidate, d.name + " intimidates", "it has no Intimidate"));
    if (!in_field(t) || t.controller == d.controller || !is_character(t))
      return void(refuse(kIntimidate, d.name + " intimidates " + t.name,
                         "the target must be an opposing Character die in the Field Zone"));
    leave_field(t, Zone::Removed, kIntimidate,
                d.name + " is fielded with Intimidate: " + t.name +
                    " is removed from the Field Zone until end of turn");
    t.intimidated = true;
    headline(d.name + " intimidates " + t.name);
  }
  fielded_triggers(d);
}

void DmGame::fabricate(Player& p, const std::string& card_id, const std::vector<std::string>& kos) {
  if (over()) return;
  const Card& c = card(card_id);
  const std::string what = p.id + " fabricates a " + c.name + " die";
  if (s_.step != "main" || !active(p.id))
    return void(refuse(kMainStepOnly, what,
                       "Fabricate is used when you could purchase, in your Main Step"));
  if (c.keywords.fabricate_x == 0)
    return void(refuse(kFabricate, what, c.name + " has no Fabricate"));
  if (c.owner != p.id) return void(refuse(kNotOpponentsCards, what, "it is an opponent's card"));
  Die* d = nullptr;
  for (Die& x : s_.dice)
    if (x.card == card_id && x.zone == Zone::Card) d = d ? d : &x;
  if (!d) return void(refuse(kFabricate, what, "no unpurchased die is left on the card"));
  const int x = c.keywords.fabricate_x, y = c.keywords.fabricate_y;
  if (static_cast<int>(kos.size()) != x)
    return void(refuse(kFabricate, what,
                       "Fabricate " + std::to_string(x) + "-" + std::to_string(y) +
                           " needs exactly " + plural(x, "Character die") + " KO'd, not " +
                           std::to_string(kos.size())));
  int total = 0;
  std::string costs;
  for (const std::string& id : kos) {
    Die& k = die(id);
    if (!in_field(k) || k.controller != p.id || !is_character(k))
      return void(
          refuse(kFabricate, what, k.name + " is not one of " + p.id + "'s active Character dice"));
    if (has_keyword(k, &Keywords::iron_will) && k.damage_events == 0)
      return void(refuse(
          kFabricateIronWill, what,
          k.name +
              " has Iron Will and was not damaged this turn, so it cannot be KO'd to pay a cost"));
    const int pc =
        (k.type == DieType::Sidekick || k.type == DieType::Token) ? 0 : card(k.card).cost;
    if (pc == 0) note(kZeroCost, [&] { return k.name + " has a purchase cost of 0"; });
    total += pc;
    costs += (costs.empty() ? "" : " + ") + std::to_string(pc);
  }
  if (total < y)
    return void(refuse(kFabricate, what,
                       "the KO'd dice's purchase costs total " + std::to_string(total) + " (" +
                           costs + "), less than " + std::to_string(y)));
  note(kFabricate, [&] {
    return "Fabricate " + std::to_string(x) + "-" + std::to_string(y) + ": " + plural(x, "die") +
           " with purchase costs " + costs + " = " + std::to_string(total) +
           " are KO'd (an ability cost)";
  });
  for (const std::string& id : kos) {
    Die& k = die(id);
    ko_by_effect(k, kFabricate, "Fabricate's cost");
    if (in_field(k))
      note(kFabricateRegenerate,
           [&] { return k.name + " Regenerated, but the KO still paid Fabricate's cost"; });
  }
  change(
      kPurchaseToUsed, [&] { return d->name + " is purchased for free and goes to the Used Pile"; },
      d->id, "zone", zone_name(d->zone), zone_name(Zone::Used));
  d->zone = Zone::Used;
  headline(p.id + " fabricates " + d->name);
}

void DmGame::use_action(Die& d, const std::string& target, const std::vector<std::string>& attune) {
  if (over()) return;
  const std::string what = "use " + d.name;
  if (d.zone != Zone::Reserve || d.controller != s_.active || d.face.kind != Face::Kind::Action)
    return void(refuse(
        kUseActionDie, what,
        "only the active player's Action die on its action face in the Reserve Pool is used"));
  const Card* c = card_of(d);
  const Effect e = c ? c->action : Effect{};
  const Ability* text = nullptr;
  if (c)
    for (const Ability& a : c->abilities)
      if (a.trigger == Trigger::None && !text) text = &a;
  if (e.kind.empty() && !text)
    return void(refuse(kNoEnergyForNothing, what, "its ability would have no result"));
  // Attune targets are checked before the die is used (attune.1).
  for (const std::string& to : attune)
    if (std::none_of(s_.players.begin(), s_.players.end(),
                     [&](const Player& p) { return p.id == to; }) &&
        !(in_field(die(to)) && is_character(die(to))))
      return void(
          refuse(kAttune, what,
                 "Attune's target " + die(to).name + " is not a Character die in the Field Zone"));
  const Keywords k = keywords(d);
  change(
      kUseActionDie,
      [&] {
        return d.name + " is used (" + (text ? "\"" + text->text + "\"" : e.kind) +
               ") and goes Out of Play";
      },
      d.id, "zone", zone_name(d.zone), zone_name(k.boomerang ? Zone::Used : Zone::OutOfPlay));
  d.zone = k.boomerang ? Zone::Used : Zone::OutOfPlay;
  headline(d.controller + " uses " + d.name);
  if (text) {
    r_.burst = d.face.burst;  // the face it was used on (3.4.6)
    resolve_ability(&d, d.controller, c->id, *text, "", target);
    r_.burst = 0;
    run_queue();
  } else {
    resolve_effect(&d, d.controller, e, target);
  }
  if (k.boomerang) {
    const Face f = roll(d, "Boomerang reroll of " + d.name);
    d.face = f;
    if (f.kind == Face::Kind::Action) {
      change(
          kBoomerang,
          [&] {
            return d.name + " (Boomerang) is rerolled in the Used Pile to " + f.label +
                   ": it goes to the Prep Area";
          },
          d.id, "zone", zone_name(Zone::Used), zone_name(Zone::Prep));
      d.zone = Zone::Prep;
    } else {
      note(kBoomerang, [&] {
        return d.name + " (Boomerang) is rerolled in the Used Pile to " + f.label +
               " and stays there";
      });
    }
  }
  // Keywords that trigger on using an Action die, for the active player's characters.
  std::vector<std::string> attuned, attune_names, obscured;
  for (Die& o : s_.dice) {
    if (o.controller != d.controller || !in_field(o) || !is_character(o)) continue;
    const Keywords ok = keywords(o);
    if (ok.amplify) {
      if (o.level < max_level(o))
        spin(o, 1, kAmplify);
      else
        note(kAmplify,
             [&] { return o.name + " (Amplify) is at its highest level and does not spin up"; });
    }
    const std::string who = o.card.empty() ? o.id : o.card;
    if (ok.attune && std::find(attuned.begin(), attuned.end(), who) == attuned.end()) {
      attuned.push_back(who);  // once per character, however many of its dice are active
      attune_names.push_back(o.card.empty() ? o.name : card(o.card).name);
    }
    if (ok.obscure && std::find(obscured.begin(), obscured.end(), who) == obscured.end())
      obscured.push_back(who);
  }
  // Each Attune character's 1 damage has its own target: a player or a
  // Character die, so the damage may be split (attune.1).
  if (attune.size() > attune_names.size())
    throw std::invalid_argument("use-action@attune: " + std::to_string(attune.size()) +
                                " targets for " +
                                plural(static_cast<int>(attune_names.size()), "Attune character"));
  for (size_t i = 0; i < attune_names.size(); ++i) {
    const std::string to = i < attune.size() ? attune[i] : opponent(d.controller).id;
    const std::string how = attune_names[i] + "'s Attune";
    if (std::any_of(s_.players.begin(), s_.players.end(),
                    [&](const Player& p) { return p.id == to; })) {
      damage_player(player(to), 1, kAttune, how);
    } else if (Die& t = die(to); in_field(t) && is_character(t)) {
      deal_damage({{t.id, 1, how}}, kAttune);
    } else {
      refuse(kAttune, how, t.name + " is not a Character die in the Field Zone");
    }
  }
  for (const std::string& who : obscured)
    for (Die& o : s_.dice)
      if ((o.card == who || o.id == who) && !o.unblockable) {
        o.unblockable = true;
        change(
            kObscure, [&] { return o.name + " is unblockable until end of turn (Obscure)"; }, o.id,
            "unblockable", false, true);
      }
}

}  // namespace arbiter::engine::dm
