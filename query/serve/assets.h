// The page's styles and script, built into the binary from assets/ (by
// embed_assets.cmake), so `arbiter serve` needs no files at run time.
#pragma once

#include <string_view>

namespace arbiter::serve::assets {

extern const std::string_view kStyleCss;
extern const std::string_view kAppJs;

}  // namespace arbiter::serve::assets
