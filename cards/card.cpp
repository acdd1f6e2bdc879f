#include "cards/card.h"

namespace arbiter::cards {

Kind kind_of(const std::string& type_code) {
  if (type_code == "hero") return Kind::kHero;
  if (type_code == "alter_ego") return Kind::kAlterEgo;
  if (type_code == "ally") return Kind::kAlly;
  if (type_code == "villain") return Kind::kVillain;
  if (type_code == "minion") return Kind::kMinion;
  return Kind::kOther;
}

const char* kind_name(Kind kind) {
  switch (kind) {
    case Kind::kHero: return "hero";
    case Kind::kAlterEgo: return "alter-ego";
    case Kind::kAlly: return "ally";
    case Kind::kVillain: return "villain";
    case Kind::kMinion: return "minion";
    case Kind::kOther: break;
  }
  return "other";
}

std::string Card::title() const {
  if (!stage.empty() && kind == Kind::kVillain) return name + " (" + stage + ")";
  return name;
}

std::string Card::stats_text(Numbers which) const {
  std::string out;
  auto add = [&](const std::string& part) { out += (out.empty() ? "" : ", ") + part; };
  auto stat = [&](const char* label, const std::optional<int>& v) {
    if (v) add(std::string(label) + " " + std::to_string(*v));
  };
  stat("ATK", atk);
  if (attack_cost && *attack_cost > 0)
    out += " (" + std::to_string(*attack_cost) + " consequential)";
  stat("THW", thw);
  if (thwart_cost && *thwart_cost > 0)
    out += " (" + std::to_string(*thwart_cost) + " consequential)";
  stat("DEF", def);
  stat("REC", rec);
  stat("SCH", sch);
  if (health)
    add(std::to_string(*health) + (*health == 1 ? " hit point" : " hit points") +
        (health_per_hero ? " per player" : ""));
  if (which == kInPlay) return out;
  stat("hand size", hand_size);
  stat("boost", boost);
  if (threat) add("threat " + std::to_string(*threat));
  return out;
}

}  // namespace arbiter::cards
