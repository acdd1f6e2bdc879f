// Scenario files (documented in engine/README.md): a situation (<state>),
// what happens (<do>), and what must come of it (<expect>). This reads the
// common frame; each game's module reads its own <state> and <do>.
#pragma once

#include <pugixml.hpp>

#include <initializer_list>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/core/checked.h"
#include "engine/core/limits.h"

namespace arbiter::engine {

// A malformed scenario: what() is "FILE:LINE: FIELD: problem".
class ScenarioError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Scenario;

// Typed, checked access to one element's attributes, with errors that name
// file, line and field.
class Node {
 public:
  Node(const Scenario& scenario, pugi::xml_node node) : scenario_(&scenario), node_(node) {}

  std::string name() const { return node_.name(); }
  int line() const;
  pugi::xml_node raw() const { return node_; }

  // Fails on any attribute not listed.
  void allow(std::initializer_list<const char*> attributes) const;
  bool has(const char* attribute) const { return !node_.attribute(attribute).empty(); }
  std::string text(const char* attribute) const;  // required, non-empty
  std::string text(const char* attribute, const std::string& fallback) const;
  // Whole numbers, checked against `range` (by default the tool's -999..999):
  // "s.xml:4: villain@atk: 2147483647 is out of range (0..999)".
  int integer(const char* attribute, Range range = kToolRange) const;  // required
  int integer(const char* attribute, int fallback, Range range = kToolRange) const;
  bool boolean(const char* attribute, bool fallback) const;
  double number(const char* attribute) const;  // required
  // One of `choices`, or the fallback when absent.
  std::string choice(const char* attribute, std::initializer_list<const char*> choices,
                     const std::string& fallback) const;

  // Element children (blank text and comments skipped; other text fails).
  std::vector<Node> children() const;
  std::string body() const;  // the element's text content, trimmed

  [[noreturn]] void fail(const std::string& field, const std::string& problem) const;

 private:
  const Scenario* scenario_;
  pugi::xml_node node_;
};

class Scenario {
 public:
  // Throws ScenarioError for malformed XML, a bad frame, or a scenario past
  // `limits` (bytes, <state> elements, <do> steps).
  static Scenario parse(const std::string& xml, const std::string& file, const Limits& limits = {});
  // "-" reads standard input; neither reads past limits.max_bytes.
  static Scenario load(const std::string& path, const Limits& limits = {});

  const std::string& file() const { return file_; }
  const std::string& game() const { return game_; }
  const std::string& edition() const { return edition_; }  // empty: newest
  const std::string& title() const { return title_; }
  Node state() const { return Node(*this, state_); }
  Node actions() const { return Node(*this, actions_); }
  std::optional<Node> expectations() const;

  int line_of(pugi::xml_node node) const;
  const Limits& limits() const { return limits_; }
  int steps() const { return steps_; }  // elements of <do>, nested ones included

  Scenario(Scenario&&) noexcept = default;
  Scenario& operator=(Scenario&&) noexcept = default;

 private:
  Scenario() = default;
  std::unique_ptr<pugi::xml_document> doc_;
  std::string file_;
  std::string text_;
  std::vector<ptrdiff_t> newlines_;
  std::string game_, edition_, title_;
  Limits limits_;
  int steps_ = 0;
  pugi::xml_node state_, actions_, expect_;
};

}  // namespace arbiter::engine
