#include "query/serve/pages.h"

#include <stdexcept>

#include "query/ask/notation.h"
#include "query/serve/assets.h"
#include "query/serve/html.h"

namespace arbiter::serve {

namespace {

// "/entry/mc:guard" -> "mc:guard" for `prefix` "/entry/".
std::string rest_after(const std::string& path, const std::string& prefix) {
  if (path.rfind(prefix, 0) != 0) return "";
  const std::string rest = path.substr(prefix.size());
  if (rest.size() > kMaxParamBytes) throw std::invalid_argument("the id is too long");
  return rest;
}

Reply html(int status, std::string body) {
  return {status, std::move(body), "text/html; charset=utf-8"};
}

Reply error_page(int status, const std::string& message) {
  const char* title = status == 404 ? "Not found" : status == 400 ? "Bad request" : "Error";
  return html(status, page_shell(title, "<h1>" + std::string(title) + "</h1>\n<p class=\"note\">" +
                                            escape(message) + "</p>\n"));
}

Reply route(const Resources& r, const std::string& path, const Params& params) {
  if (path == "/style.css") return {200, std::string(assets::kStyleCss), "text/css; charset=utf-8"};
  if (path == "/app.js")
    return {200, std::string(assets::kAppJs), "text/javascript; charset=utf-8"};
  if (path == "/") return html(200, search_page(r, params));
  if (path == "/ask") return html(200, ask_page(r, params));
  if (std::string id = rest_after(path, "/entry/"); !id.empty())
    return html(200, entry_page(r, id, params));
  if (std::string id = rest_after(path, "/diff/"); !id.empty())
    return html(200, diff_page(r, id, params));
  if (std::string id = rest_after(path, "/xref/"); !id.empty())
    return html(200, xref_page(r, id, params));
  return error_page(404, "There is no page at " + path + ".");
}

}  // namespace

std::string game_name(const std::string& game) {
  return game == "mc" ? "Marvel Champions" : game == "dm" ? "Dice Masters" : game;
}

std::string page_param(const Params& params, const std::string& name) {
  auto it = params.find(name);
  if (it == params.end()) return "";
  if (it->second.size() > kMaxParamBytes)
    throw std::invalid_argument("'" + name + "' is over " + std::to_string(kMaxParamBytes) +
                                " bytes");
  return it->second;
}

Reply page(const Resources& r, const std::string& path, const Params& params) {
  try {
    return route(r, path, params);
  } catch (const query::NotFound& e) {
    return error_page(404, e.what());
  } catch (const std::invalid_argument& e) {
    return error_page(400, e.what());
  } catch (const query::ask::NotationError& e) {
    return error_page(400, e.what());
  } catch (const std::exception& e) {
    return error_page(500, std::string("Internal error: ") + e.what());
  }
}

}  // namespace arbiter::serve
