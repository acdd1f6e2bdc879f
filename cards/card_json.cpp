#include "cards/card_json.h"

namespace arbiter::cards {

nlohmann::ordered_json card_json(const Card& c) {
  nlohmann::ordered_json j;
  j["code"] = c.code;
  j["name"] = c.name;
  j["subname"] = c.subname;
  j["type"] = c.type;
  j["stage"] = c.stage;
  nlohmann::ordered_json stats = nlohmann::ordered_json::object();
  auto stat = [&](const char* key, const std::optional<int>& v) {
    if (v) stats[key] = *v;
  };
  stat("atk", c.atk);
  stat("thw", c.thw);
  stat("def", c.def);
  stat("rec", c.rec);
  stat("sch", c.sch);
  stat("health", c.health);
  stat("hand_size", c.hand_size);
  stat("boost", c.boost);
  stat("threat", c.threat);
  stat("base_threat", c.base_threat);
  stat("attack_cost", c.attack_cost);
  stat("thwart_cost", c.thwart_cost);
  j["stats"] = stats;
  j["health_per_hero"] = c.health_per_hero;
  j["scheme_icons"] = {{"crisis", c.crisis},
                       {"acceleration", c.acceleration},
                       {"hazard", c.hazard},
                       {"amplify", c.amplify}};
  nlohmann::ordered_json keywords = nlohmann::ordered_json::array();
  for (const Keyword& k : c.keywords) {
    nlohmann::ordered_json w;
    w["name"] = k.name;
    w["value"] = k.value;
    // null: no edition in the corpus defines the keyword.
    w["entry"] = k.entry.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(k.entry);
    w["edition"] = k.edition;
    keywords.push_back(std::move(w));
  }
  j["keywords"] = keywords;
  j["traits"] = c.traits;
  j["text"] = c.text;
  j["unique"] = c.unique;
  j["quantity"] = c.quantity;
  j["set"] = c.set_code;
  j["pack"] = c.pack_code;
  j["pack_name"] = c.pack_name;
  return j;
}

nlohmann::ordered_json card_lookup_json(const CardPool& pool, const std::string& name,
                                        const std::vector<const Card*>& found) {
  nlohmann::ordered_json out;
  out["query"] = name;
  out["cards"] = nlohmann::ordered_json::array();
  for (const Card* c : found) out["cards"].push_back(card_json(*c));
  if (found.empty()) out["suggestions"] = pool.suggestions(name);
  return out;
}

}  // namespace arbiter::cards
