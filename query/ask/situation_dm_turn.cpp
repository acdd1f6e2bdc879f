// Dice Masters situations outside combat: life gained, both players
// damaged, an Action die's text, Clear and Draw, a purchase, fielding dice
// and the Main Step's end, each as a scenario in the Main Step.
#include <algorithm>
#include <string>

#include "common/text.h"
#include "query/ask/situation.h"
#include "query/ask/situation_games.h"

namespace arbiter::query::ask {

namespace {

// Energy dice in the Reserve Pool as Sidekick dice showing the faces a
// role's "energy" fact lists, ids `prefix`1, `prefix`2, ...: the energy the
// player pays with ("pay: energy fist mask"; "generic+generic" is one die
// showing two energy), or the Reserve Pool's dice not paid ("reserve:
// energy fist").
std::string energy_dice(const Reading& r, const char* role, const char* prefix) {
  std::string dice;
  int n = 0;
  for (const std::string& e : split(r.fact(role, "energy"), ' '))
    if (!e.empty())
      dice += "    <sidekick id=\"" + std::string(prefix) + std::to_string(++n) +
              "\" owner=\"p1\" zone=\"reserve\" face=\"" + e + "\"/>\n";
  return dice;
}

// The symbols paid, one each: "wild generic+generic" pays "wild generic
// generic".
std::string energy_paid(const Reading& r) {
  std::string paid = r.fact("pay", "energy");
  std::replace(paid.begin(), paid.end(), '+', ' ');
  return paid;
}

// Life gained, both players damaged, Clear and Draw, a purchase, fielding a
// die: outside combat.
}  // namespace

std::string dm_turn_xml(const Reading& r, const std::string& edition) {
  const std::string life = r.fact("p1", "life");
  std::string state = "  <state active=\"p1\"";
  std::string dice, action;
  if (r.action == "action-text") {
    state += " step=\"main\"";
    dice +=
        "    <card id=\"action\" name=\"the Action die\" owner=\"p1\" type=\"action\" "
        "cost=\"2\" energy=\"bolt\" faces=\"bolt, bolt, bolt+bolt, action, action, "
        "action\">\n      <ability>" +
        xml_text(r.fact("action-die", "ability")) +
        "</ability>\n    </card>\n    <die id=\"action1\" card=\"action\" zone=\"reserve\" "
        "face=\"action\"/>\n";
    action = "    <use-action die=\"action1\"/>\n";
  } else if (r.action == "gain-life") {
    action = "    <gain-life player=\"p1\" amount=\"" + r.fact("effect", "amount") + "\"/>\n";
  } else if (r.action == "damage-players") {
    action = "    <damage-players amount=\"" + r.fact("effect", "amount") +
             "\" source=\"one ability\"/>\n";
  } else if (r.action == "draw") {
    const bool first = r.fact("turn", "first") == "true";
    // The second player's turn: theirs are the dice drawn (p2).
    const std::string who = r.fact("turn", "second-player") == "true" ? "p2" : "p1";
    if (who == "p2") state = "  <state active=\"p2\"";
    state += std::string(" step=\"clear-and-draw\"") + (first ? " first-turn=\"true\"" : "");
    auto count = [&](const char* zone) {
      const std::string v = r.fact(zone, "dice");
      return v.empty() ? 0 : std::stoi(v);
    };
    const int bag = count("bag"), used = count("used"), reserve = count("reserve");
    const int prep = count("prep");
    // Swarm: an active die of the card in the field and its copies drawn
    // first, the rest of the bag Sidekicks, so only Swarm decides.
    const std::string said = r.fact("swarm", "copies");
    const int copies = std::min(said.empty() ? 0 : std::stoi(said), std::min(bag, 4));
    std::string fixed;
    if (copies > 0) {
      dice +=
          "    <card id=\"swarm\" name=\"the Swarm card\" owner=\"p1\" cost=\"2\" "
          "energy=\"fist\" levels=\"1:1/1, 2:2/2, 3:3/3\" keywords=\"swarm\" "
          "faces=\"fist, fist, fist+fist, 1, 2, 3\"/>\n"
          "    <die id=\"active\" card=\"swarm\" zone=\"field\"/>\n";
      for (int i = 0; i < copies; ++i) {
        dice += "    <die id=\"copy" + std::to_string(i + 1) + "\" card=\"swarm\"/>\n";
        fixed += (fixed.empty() ? "" : " ") + std::string("copy") + std::to_string(i + 1);
      }
      for (int i = copies; i < std::min(bag, 4); ++i)
        fixed += " sk" + std::to_string(i - copies + 1);
    }
    for (int i = 0; i < bag - copies + used + reserve + prep && i < 30; ++i)
      // The examples' Sidekick faces: which energy comes up does not change
      // how many dice are drawn and rolled.
      dice += "    <sidekick id=\"sk" + std::to_string(i + 1) + "\" owner=\"" + who +
              "\" faces=\"fist, bolt, mask, shield, wild, 1\"" +
              (i >= bag - copies + used + reserve ? " zone=\"prep\""
               : i >= bag - copies + used         ? " zone=\"reserve\" face=\"mask\""
               : i >= bag - copies                ? " zone=\"used\""
                                                  : "") +
              "/>\n";
    if (!fixed.empty()) dice += "    <fixed-draw player=\"p1\" dice=\"" + fixed + "\"/>\n";
    action = "    <clear-and-draw player=\"" + who + "\"/>\n";
    if (r.fact("turn", "roll") == "true") action += "    <roll player=\"" + who + "\"/>\n";
  } else if (r.action == "field") {
    // The die on the face said (level), with the fielding cost said; its
    // other levels are not asked about. It is named "attacker", as the
    // die the question is about is elsewhere.
    state += " step=\"main\"";
    const int level = std::max(1, std::atoi(r.fact("die", "level").c_str()));
    const std::string a = r.fact("die", "a").empty() ? "1" : r.fact("die", "a");
    const std::string d = r.fact("die", "d").empty() ? "1" : r.fact("die", "d");
    std::string levels;
    for (int l = 1; l <= std::max(level, 3); ++l)
      levels += (levels.empty() ? "" : ", ") +
                (l == level ? r.fact("die", "cost") + ":" + a + "/" + d : std::string("1:1/1"));
    dice +=
        "    <card id=\"fielded\" name=\"that card\" owner=\"p1\" cost=\"3\" "
        "energy=\"fist\" levels=\"" +
        levels +
        "\"/>\n    <die id=\"attacker\" name=\"the die\" card=\"fielded\" zone=\"reserve\" "
        "face=\"" +
        std::to_string(level) + "\"/>\n";
    dice += energy_dice(r, "pay", "e");
    // The other dice in the Reserve Pool, each on the level said with its
    // fielding cost, and the energy dice not paid.
    for (int n = 2; r.has("die" + std::to_string(n)); ++n) {
      const std::string role = "die" + std::to_string(n);
      const int at = std::max(1, std::atoi(r.fact(role, "level").c_str()));
      std::string faces;
      for (int l = 1; l <= std::max(at, 3); ++l)
        faces += (faces.empty() ? "" : ", ") +
                 (l == at ? r.fact(role, "cost") + ":1/1" : std::string("1:1/1"));
      const std::string name =
          r.has("die3") ? "another die (" + std::to_string(n) + ")" : std::string("the other die");
      dice += "    <card id=\"card" + std::to_string(n) + "\" name=\"" + name +
              "\" owner=\"p1\" cost=\"3\" energy=\"fist\" levels=\"" + faces +
              "\"/>\n    <die id=\"" + role + "\" card=\"card" + std::to_string(n) +
              "\" zone=\"reserve\" face=\"" + std::to_string(at) + "\"/>\n";
    }
    dice += energy_dice(r, "reserve", "k");
    action = "    <field die=\"attacker\" pay=\"" + energy_paid(r) + "\"/>\n";
    if (r.fact("turn", "end-main") == "true") action += "    <end-main-step/>\n";
  } else if (r.action == "clean-up") {
    // Each player's dice where the question puts them, as Sidekick dice
    // (energy faces in the Reserve Pool), and the Active player's unused
    // Action dice on their action face.
    state += " step=\"main\"";
    auto count = [&](const char* role, const char* field) {
      const std::string v = r.fact(role, field);
      return v.empty() ? 0 : std::min(30, std::stoi(v));
    };
    int n = 0;
    auto sidekicks = [&](const char* owner, const char* zone, int many) {
      for (int i = 0; i < many; ++i)
        dice += "    <sidekick id=\"sk" + std::to_string(++n) + "\" owner=\"" + owner +
                "\" zone=\"" + zone + "\"" +
                (std::string(zone) == "reserve" ? " face=\"mask\"" : "") + "/>\n";
    };
    for (const char* p : {"p1", "p2"}) {
      sidekicks(p, "reserve", count(p, "reserve"));
      sidekicks(p, "used", count(p, "used"));
    }
    sidekicks("p1", "out-of-play", count("p1", "out-of-play"));
    const int actions = count("p1", "action-dice");
    if (actions > 0)
      dice +=
          "    <card id=\"action\" name=\"the Action die\" owner=\"p1\" type=\"action\" "
          "cost=\"2\" energy=\"bolt\" action=\"spin-up:1\" faces=\"bolt, bolt, bolt+bolt, "
          "action, action, action\"/>\n";
    for (int i = 0; i < actions; ++i)
      dice += "    <die id=\"action" + std::to_string(i + 1) +
              "\" card=\"action\" zone=\"reserve\" face=\"action\"/>\n";
    action = "    <clean-up/>\n";
  } else if (r.action == "purchase") {
    state += " step=\"main\"";
    dice += "    <card id=\"bought\" name=\"new\" owner=\"p1\" cost=\"" + r.fact("card", "cost") +
            "\" energy=\"" + r.fact("card", "energy") +
            "\" levels=\"1:1/1, 2:2/2, 3:3/3\"/>\n    <die id=\"bought-die\" name=\"the new die\" "
            "card=\"bought\" zone=\"card\"/>\n";
    dice += energy_dice(r, "pay", "e") + energy_dice(r, "reserve", "k");
    action = "    <purchase player=\"p1\" card=\"bought\" pay=\"" + energy_paid(r) + "\"/>\n";
    // ("I don't attack and end the turn": the Clean Up Step moves the
    // spent dice from Out of Play to the Used Pile, dm:2.8.)
    if (r.fact("turn", "to-end") == "true") action += "    <end-main-step/>\n    <clean-up/>\n";
  }
  return "<scenario game=\"dm\" edition=\"" + edition + "\" title=\"asked\">\n" + state +
         ">\n    <player id=\"p1\"" + (life.empty() ? "" : " life=\"" + life + "\"") +
         "/>\n    <player id=\"p2\"" +
         (r.fact("p2", "life").empty() ? "" : " life=\"" + r.fact("p2", "life") + "\"") + "/>\n" +
         dice + "  </state>\n  <do>\n" + action + "  </do>\n</scenario>\n";
}

}  // namespace arbiter::query::ask
