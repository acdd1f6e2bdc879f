#include "cards/card.h"

namespace arbiter::cards {

bool same_printing(const Card& a, const Card& b) {
  return a.name == b.name && a.subname == b.subname && a.type == b.type && a.stage == b.stage &&
         a.text == b.text && a.atk == b.atk && a.health == b.health;
}

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

bool Card::prints_dash(const std::optional<int> Card::*power) const {
  if (this->*power) return false;
  switch (kind) {
    case Kind::kHero: return power == &Card::atk || power == &Card::thw || power == &Card::def;
    case Kind::kAlly: return power == &Card::atk || power == &Card::thw;
    case Kind::kVillain:
    case Kind::kMinion: return power == &Card::atk || power == &Card::sch;
    case Kind::kAlterEgo:
    case Kind::kOther: break;
  }
  return false;
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
  // (A power its kind prints and the card has no number for is a dash.)
  auto power = [&](const char* label, const std::optional<int> Card::*p) {
    if (prints_dash(p))
      add(std::string(label) + " \u2013");
    else
      stat(label, this->*p);
  };
  power("ATK", &Card::atk);
  if (attack_cost && *attack_cost > 0)
    out += " (" + std::to_string(*attack_cost) + " consequential)";
  power("THW", &Card::thw);
  if (thwart_cost && *thwart_cost > 0)
    out += " (" + std::to_string(*thwart_cost) + " consequential)";
  power("DEF", &Card::def);
  stat("REC", rec);
  power("SCH", &Card::sch);
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
