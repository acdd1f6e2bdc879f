// Cards a question names by name, with the card pool imported: each
// brings its printed numbers and keywords where the question does not give
// them, shown as taken from the card ("Rhino (I): ATK 2, SCH 1, 14 hit
// points per player"). A number the question states wins over the card's;
// a villain whose stage the question does not say is read once per stage,
// like any other ambiguity.
#include <algorithm>
#include <map>
#include <set>

#include "cards/keywords.h"
#include "common/text.h"
#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

using PoolCard = cards::Card;

// Whether the card can be the role ("minion2" is a minion).
bool plays(const PoolCard& c, const std::string& role) {
  const std::string r = card_role(c.kind);
  return !r.empty() && role.rfind(r, 0) == 0;
}

// The faces for which `keep` holds, when any does; else all of them (a
// hint the words give that no version fits does not empty the choice).
template <typename Keep>
void narrow(std::vector<const PoolCard*>& faces, Keep keep) {
  std::vector<const PoolCard*> kept;
  for (const PoolCard* c : faces)
    if (keep(*c)) kept.push_back(c);
  if (!kept.empty()) faces = std::move(kept);
}

// A card's hit points at this table: a villain's are per player.
int full_health(const Reading& r, const PoolCard& c) {
  const int players = std::max({r.has("hero2") ? 2 : 1, players_said(r.words), 1});
  return c.health.value_or(0) * (c.health_per_hero ? players : 1);
}

// Keywords the engine runs, as the situation's facts.
void put_keywords(Reading& r, const std::string& role, const PoolCard& c) {
  for (const cards::Keyword& k : c.keywords) {
    const std::string name = to_lower_ascii(k.name);
    if (!r.fact(role, name).empty()) continue;  // the question said
    std::string value;
    if (name == "guard" || name == "quickstrike" || name == "overkill" || name == "toughness")
      value = "true";
    else if (name == "retaliate")
      value = k.value;
    if (value.empty()) continue;
    r.facts[role][name] = value;
    r.card_facts[role].insert(name);
  }
}

// The card's numbers as the role's facts, where the question gives none.
void put_numbers(Reading& r, const std::string& role, const PoolCard& c) {
  // A power printed as a dash (mc:dash) is "-": it cannot be used.
  auto put = [&](const char* field, const std::optional<int> PoolCard::*power) {
    if (!r.fact(role, field).empty()) return;
    if (c.prints_dash(power))
      r.facts[role][field] = "-";
    else if (const std::optional<int>& v = c.*power)
      r.facts[role][field] = std::to_string(*v);
    else
      return;
    r.card_facts[role].insert(field);
  };
  put("atk", &PoolCard::atk);
  put("thw", &PoolCard::thw);
  put("def", &PoolCard::def);
  put("rec", &PoolCard::rec);
  put("sch", &PoolCard::sch);
  if (c.health && r.fact(role, "hp").empty()) {
    const int full = full_health(r, c);
    // With damage said, the card's hit points are the whole from which it
    // is taken; with none, the character may have taken some: the outcome
    // is tried from full health down (mc_unstated_values).
    const char* field = r.fact(role, "damage").empty() ? "full-hp" : "hp";
    r.facts[role][field] = std::to_string(full);
    r.card_facts[role].insert(field);
  }
  if (role.rfind("ally", 0) == 0 && r.fact(role, "consequential").empty()) {
    const std::optional<int>& pips = r.action == "thwart" ? c.thwart_cost : c.attack_cost;
    if (pips && *pips > 0) {
      r.facts[role]["consequential"] = std::to_string(*pips);
      r.card_facts[role].insert("consequential");
    }
  }
  put_keywords(r, role, c);
}

// The first number the question gives the role that the card prints
// otherwise ("ATK 5"), or "" when they agree.
std::string printed_differs(const Reading& r, const std::string& role, const PoolCard& c) {
  struct Printed {
    const char* field;
    const char* label;
    const std::optional<int>& value;
  };
  const Printed printed[] = {{"atk", "ATK", c.atk},
                             {"thw", "THW", c.thw},
                             {"def", "DEF", c.def},
                             {"sch", "SCH", c.sch},
                             {"rec", "REC", c.rec}};
  for (const Printed& p : printed) {
    const std::string said = r.fact(role, p.field);
    if (!said.empty() && p.value && said != std::to_string(*p.value))
      return std::string(p.label) + " " + said;
  }
  return "";
}

// "Rhino (I): ATK 2, SCH 1, 14 hit points per player".
std::string card_line(const PoolCard& c) {
  const std::string stats = c.stats_text(cards::Card::kInPlay);
  return c.title() + (c.subname.empty() ? "" : " (" + c.subname + ")") +
         (stats.empty() ? "" : ": " + stats);
}

// The pack most of the named characters have a version in ("core"), when
// two or more do: a question about Rhino and Shocker means the Shocker of
// Rhino's box. "" when no pack is shared.
std::string shared_pack(const std::vector<Token>& tokens, const std::vector<Mention>& ms) {
  std::map<std::string, int> named_in;  // pack -> characters with a version there
  std::set<const Term*> seen;
  for (const Mention& m : ms) {
    const Term* term = m.head_token < tokens.size() ? tokens[m.head_token].term : nullptr;
    if (!term || term->faces.empty() || !seen.insert(term).second) continue;
    std::set<std::string> packs;
    for (const PoolCard* c : term->faces) packs.insert(c->pack_code);
    for (const std::string& p : packs) ++named_in[p];
  }
  std::string best;
  for (const auto& [pack, n] : named_in)
    if (n >= 2 && (best.empty() || n > named_in[best])) best = pack;
  return best;
}

}  // namespace

bool apply_named_cards(Reading& r, const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                       const std::vector<std::string>& roles, Choices& choices) {
  std::set<std::string> done;  // a character named twice is one card
  const std::string pack = shared_pack(tokens, ms);
  for (size_t k = 0; k < ms.size(); ++k) {
    const Mention& m = ms[k];
    const std::string& role = roles[k];
    if (m.head_token >= tokens.size() || role.empty() || done.count(role)) continue;
    const Term* term = tokens[m.head_token].term;
    if (!term || term->faces.empty()) continue;
    // The cards of the role read ("my Hulk ally": the ally's, not the hero's).
    std::vector<const PoolCard*> faces;
    for (const PoolCard* c : term->faces)
      if (plays(*c, role)) faces.push_back(c);
    if (faces.empty()) continue;
    narrow(faces, [&](const PoolCard& c) { return c.pack_code == pack; });
    if (const std::string stage = stage_said(r, tokens, m); !stage.empty())
      narrow(faces, [&](const PoolCard& c) { return to_lower_ascii(c.stage) == stage; });
    else if (r.fact(role, "stages-after") == "0" && faces.front()->kind == cards::Kind::kVillain)
      faces = {faces.back()};  // "Rhino is on his final stage"
    // Hit points said with damage are the card's whole ("14 hit points, 12
    // damage"): the versions that print them, when one does.
    if (!r.fact(role, "hp").empty() && !r.fact(role, "damage").empty())
      narrow(faces, [&](const PoolCard& c) {
        return c.health && std::to_string(full_health(r, c)) == r.fact(role, "hp");
      });
    // The numbers the question gives pick the versions that print them
    // ("Rhino attacks for 2": stage I). Numbers no version prints were
    // changed by something (a boost, an upgrade) or are another card's: the
    // question's own numbers stand, and the card is not used.
    std::vector<const PoolCard*> consistent;
    std::string differs;
    for (const PoolCard* c : faces) {
      const std::string d = printed_differs(r, role, *c);
      if (d.empty())
        consistent.push_back(c);
      else if (differs.empty())
        differs = d;
    }
    if (consistent.empty()) {
      r.from_cards.push_back(faces.front()->name + ": not its printed numbers (the question's " +
                             differs + "), so the question's own are used");
      done.insert(role);
      continue;
    }
    faces = consistent;
    const PoolCard* face = faces.front();
    if (faces.size() > 1) {
      std::vector<std::string> options;
      for (const PoolCard* c : faces) options.push_back(card_line(*c));
      face = faces[choices.choose(options)];
    }
    done.insert(role);
    put_numbers(r, role, *face);
    r.from_cards.push_back(card_line(*face));
    // Its own name in its text ("When Klaw attacks") is itself.
    if (r.fact(role, "name").empty()) r.facts[role]["name"] = face->name;
    for (const std::string& text : cards::ability_texts(face->text))
      r.printed_texts.push_back({role, face->name, text});
  }
  return !done.empty();
}

}  // namespace arbiter::query::ask
