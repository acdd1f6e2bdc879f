// The pages of `arbiter serve`, rendered on the server so that every one
// works without script and can be shared by its address; app.js only adds
// search as you type.
#pragma once

#include <string>

#include "query/serve/api.h"

namespace arbiter::serve {

// GET `path` ("/", "/entry/mc:guard", "/ask", "/xref/ID", "/diff/ID",
// "/style.css", "/app.js"): the page, or an error page with its status.
Reply page(const Resources& r, const std::string& path, const Params& params);

// One page each (page_*.cpp); they throw query::NotFound for an unknown
// id and std::invalid_argument for bad input, which page() turns into an
// error page.
std::string search_page(const Resources& r, const Params& params);
std::string entry_page(const Resources& r, const std::string& id, const Params& params);
std::string diff_page(const Resources& r, const std::string& id, const Params& params);
std::string xref_page(const Resources& r, const std::string& id, const Params& params);
std::string ask_page(const Resources& r, const Params& params);

// "Marvel Champions" for "mc", "Dice Masters" for "dm".
std::string game_name(const std::string& game);
// A parameter, or "" when absent; std::invalid_argument past kMaxParamBytes.
std::string page_param(const Params& params, const std::string& name);

}  // namespace arbiter::serve
