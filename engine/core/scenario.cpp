#include "engine/core/scenario.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iterator>
#include <sstream>

#include "common/text.h"
#include "common/xml_depth.h"

namespace arbiter::engine {

int Scenario::line_of(pugi::xml_node node) const {
  const ptrdiff_t offset = node.offset_debug();
  return static_cast<int>(std::lower_bound(newlines_.begin(), newlines_.end(), offset) -
                          newlines_.begin()) +
         1;
}

int Node::line() const {
  return scenario_->line_of(node_);
}

void Node::fail(const std::string& field, const std::string& problem) const {
  throw ScenarioError(scenario_->file() + ":" + std::to_string(line()) + ": " + field + ": " +
                      problem);
}

void Node::allow(std::initializer_list<const char*> attributes) const {
  for (pugi::xml_attribute a : node_.attributes()) {
    const bool ok = std::any_of(attributes.begin(), attributes.end(),
                                [&](const char* n) { return std::strcmp(a.name(), n) == 0; });
    if (!ok) fail(name() + "@" + a.name(), "unknown attribute on <" + name() + ">");
  }
}

namespace {

// The attribute's value trimmed, or "missing value" when it is blank.
// Each accessor below looks its attribute up once: a question's tries
// read a scenario's attributes some thirty thousand times.
std::string given(const Node& n, pugi::xml_attribute a, const char* attribute) {
  std::string v = trim(a.value());
  if (v.empty()) n.fail(n.name() + "@" + attribute, "missing value");
  return v;
}

}  // namespace

std::string Node::text(const char* attribute) const {
  return given(*this, node_.attribute(attribute), attribute);
}

std::string Node::text(const char* attribute, const std::string& fallback) const {
  const pugi::xml_attribute a = node_.attribute(attribute);
  return a.empty() ? fallback : given(*this, a, attribute);
}

int Node::integer(const char* attribute, Range range) const {
  const std::string v = text(attribute);
  try {
    return parse_in_range(v, range);
  } catch (const std::invalid_argument& e) {
    fail(name() + "@" + attribute, e.what());
  }
}

int Node::integer(const char* attribute, int fallback, Range range) const {
  const pugi::xml_attribute a = node_.attribute(attribute);
  if (a.empty()) return fallback;
  const std::string v = given(*this, a, attribute);
  try {
    return parse_in_range(v, range);
  } catch (const std::invalid_argument& e) {
    fail(name() + "@" + attribute, e.what());
  }
}

bool Node::boolean(const char* attribute, bool fallback) const {
  const pugi::xml_attribute a = node_.attribute(attribute);
  if (a.empty()) return fallback;
  const std::string v = given(*this, a, attribute);
  if (v == "true" || v == "yes") return true;
  if (v == "false" || v == "no") return false;
  fail(name() + "@" + attribute, "'" + v + "' is not true or false");
}

double Node::number(const char* attribute) const {
  const std::string v = text(attribute);
  try {
    size_t used = 0;
    const double d = std::stod(v, &used);
    if (used == v.size()) return d;
  } catch (const std::exception&) {
  }
  fail(name() + "@" + attribute, "'" + v + "' is not a number");
}

std::string Node::choice(const char* attribute, std::initializer_list<const char*> choices,
                         const std::string& fallback) const {
  const pugi::xml_attribute a = node_.attribute(attribute);
  if (a.empty()) return fallback;
  const std::string v = given(*this, a, attribute);
  std::string list;
  for (const char* c : choices) {
    if (v == c) return v;
    list += (list.empty() ? "" : ", ") + std::string(c);
  }
  fail(name() + "@" + attribute, "'" + v + "' is not one of " + list);
}

std::vector<Node> Node::children() const {
  std::vector<Node> out;
  for (pugi::xml_node c : node_.children()) {
    if (c.type() == pugi::node_comment) continue;
    if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) {
      if (!trim(c.value()).empty()) fail(name(), "unexpected text inside <" + name() + ">");
      continue;
    }
    if (c.type() == pugi::node_element) out.emplace_back(*scenario_, c);
  }
  return out;
}

std::string Node::body() const {
  return trim(node_.text().get());
}

namespace {

std::string grouped(int64_t n) {
  std::string digits = std::to_string(n), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

// "FILE:LINE: FIELD: 150 steps; the tool's limit is 100 (raise it with --max-steps N)"
std::string past_limit(const std::string& what, int64_t n, int64_t limit, const char* option) {
  return grouped(n) + " " + what + "; the tool's limit is " + grouped(limit) + " (raise it with " +
         option + " N)";
}

int count_elements(pugi::xml_node node) {
  int n = 0;
  for (pugi::xml_node c : node.children())
    if (c.type() == pugi::node_element) n += 1 + count_elements(c);
  return n;
}

}  // namespace

Scenario Scenario::parse(const std::string& xml, const std::string& file, const Limits& limits) {
  if (static_cast<int64_t>(xml.size()) > limits.max_bytes)
    throw ScenarioError(
        file + ":1: file: " +
        past_limit("bytes", static_cast<int64_t>(xml.size()), limits.max_bytes, "--max-bytes"));
  Scenario s;
  s.limits_ = limits;
  s.file_ = file;
  s.text_ = xml;
  for (size_t i = 0; i < xml.size(); ++i)
    if (xml[i] == '\n') s.newlines_.push_back(static_cast<ptrdiff_t>(i));
  s.doc_ = std::make_unique<pugi::xml_document>();
  const pugi::xml_parse_result r = s.doc_->load_buffer(s.text_.data(), s.text_.size());
  if (!r) {
    const int line =
        static_cast<int>(std::lower_bound(s.newlines_.begin(), s.newlines_.end(), r.offset) -
                         s.newlines_.begin()) +
        1;
    throw ScenarioError(file + ":" + std::to_string(line) +
                        ": xml: malformed XML: " + r.description());
  }
  pugi::xml_node root = s.doc_->document_element();
  if (pugi::xml_node deep = first_too_deep(root))
    Node(s, deep).fail(deep.name(),
                       "elements nested more than " + std::to_string(kMaxXmlDepth) + " deep");
  const Node top(s, root);
  if (top.name() != "scenario") top.fail("scenario", "the root element must be <scenario>");
  top.allow({"game", "edition", "title", "reproduces"});
  s.game_ = top.choice("game", {"mc", "dm"}, "");
  if (s.game_.empty()) top.fail("scenario@game", "missing value");
  s.edition_ = top.text("edition", "");
  s.title_ = top.text("title", "");
  for (const Node& child : top.children()) {
    const std::string n = child.name();
    pugi::xml_node* slot = n == "state"    ? &s.state_
                           : n == "do"     ? &s.actions_
                           : n == "expect" ? &s.expect_
                                           : nullptr;
    if (n == "description") continue;
    if (!slot) child.fail(n, "unknown element <" + n + "> in <scenario>");
    if (*slot) child.fail(n, "<" + n + "> given twice");
    *slot = child.raw();
  }
  if (!s.state_) top.fail("state", "the scenario has no <state>");
  if (!s.actions_) top.fail("do", "the scenario has no <do>");
  // Run time grows with state x steps x chance branches: the first two are
  // bounded here, the third by the enumeration (simulation.cpp).
  int elements = 0;
  for (pugi::xml_node c : s.state_.children())
    if (c.type() == pugi::node_element) ++elements;
  if (elements > limits.max_elements)
    s.state().fail("state", past_limit("elements in <state>", elements, limits.max_elements,
                                       "--max-elements"));
  s.steps_ = count_elements(s.actions_);
  if (s.steps_ > limits.max_steps)
    s.actions().fail("do", past_limit("steps in <do>", s.steps_, limits.max_steps, "--max-steps"));
  return s;
}

Scenario Scenario::load(const std::string& path, const Limits& limits) {
  if (path == "-") {
    // One byte past the limit is enough to refuse; the rest is never read.
    std::string text(static_cast<size_t>(limits.max_bytes) + 1, '\0');
    text.resize(std::fread(text.data(), 1, text.size(), stdin));
    if (static_cast<int64_t>(text.size()) > limits.max_bytes)
      throw ScenarioError("<stdin>:1: file: more than " +
                          past_limit("bytes", limits.max_bytes, limits.max_bytes, "--max-bytes"));
    return parse(text, "<stdin>", limits);
  }
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && static_cast<int64_t>(size) > limits.max_bytes)
    throw ScenarioError(
        path + ":1: file: " +
        past_limit("bytes", static_cast<int64_t>(size), limits.max_bytes, "--max-bytes"));
  std::string text;
  try {
    text = read_file(path);
  } catch (const std::runtime_error& e) {
    throw ScenarioError(path + ":0: file: " + e.what());
  }
  return parse(text, path, limits);
}

std::optional<Node> Scenario::expectations() const {
  if (!expect_) return std::nullopt;
  return Node(*this, expect_);
}

}  // namespace arbiter::engine
