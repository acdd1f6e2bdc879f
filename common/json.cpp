#include "common/json.h"

#include <cmath>
#include <stdexcept>

namespace arbiter {

using Json = nlohmann::ordered_json;

std::string json_text(const Json& j, int indent) {
  return j.dump(indent, ' ', false, Json::error_handler_t::replace);
}

std::string json_escape(std::string_view s) {
  return json_text(Json(std::string(s)));
}

Json& JsonWriter::place(Json v) {
  if (open_.empty()) {
    root_ = std::move(v);
    return root_;
  }
  Json& into = *open_.back();
  if (into.is_array()) {
    into.push_back(std::move(v));
    return into.back();
  }
  if (!has_key_) throw std::logic_error("JsonWriter: a value in an object without a key");
  has_key_ = false;
  Json& slot = into[key_];
  slot = std::move(v);
  return slot;
}

JsonWriter& JsonWriter::begin_object() {
  open_.push_back(&place(Json::object()));
  return *this;
}

JsonWriter& JsonWriter::end_object() {
  open_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::begin_array() {
  open_.push_back(&place(Json::array()));
  return *this;
}

JsonWriter& JsonWriter::end_array() {
  open_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::key(std::string_view k) {
  key_ = std::string(k);
  has_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::value(std::string_view v) {
  place(Json(std::string(v)));
  return *this;
}

JsonWriter& JsonWriter::value(int64_t v) {
  place(Json(v));
  return *this;
}

JsonWriter& JsonWriter::value(double v) {
  place(std::isfinite(v) ? Json(v) : Json());
  return *this;
}

JsonWriter& JsonWriter::value(bool v) {
  place(Json(v));
  return *this;
}

JsonWriter& JsonWriter::null() {
  place(Json());
  return *this;
}

JsonWriter& JsonWriter::string_array(const std::vector<std::string>& items) {
  Json a = Json::array();
  for (const std::string& s : items) a.push_back(s);
  place(std::move(a));
  return *this;
}

std::string JsonWriter::str() const {
  return json_text(root_);
}

}  // namespace arbiter
