// HTML for `arbiter serve`'s pages: escaping, links and the page shell
// every page shares (header with the search box, styles, script).
#pragma once

#include <string>
#include <string_view>

namespace arbiter::serve {

std::string escape(std::string_view text);
// For a query-string value or a path segment: everything but unreserved
// characters percent-encoded.
std::string url_encode(std::string_view text);

std::string entry_href(std::string_view id, std::string_view edition = "");
std::string entry_link(std::string_view id, std::string_view text, std::string_view edition = "");

// The whole page: `title` in the tab, `body` inside <main>, `query` in
// the header's search box.
std::string page_shell(std::string_view title, std::string_view body, std::string_view query = "");

}  // namespace arbiter::serve
