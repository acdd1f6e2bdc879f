#include "indexer/pdf/import_pdf.h"

#include <filesystem>
#include <regex>
#include <sstream>
#include <stdexcept>

#include "indexer/corpus_reader.h"
#include "indexer/fidelity.h"
#include "indexer/pdf/pdf_words.h"

namespace arbiter::pdf {

ImportResult import_pdf(const ImportRequest& request) {
  const std::string& path = request.pdf_path;
  const PdfText words = read_pdf_words(path);
  const Layout layout = read_layout(words);
  Outline outline;
  try {
    outline = read_outline(layout, request.word_count);
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
  EditionHeader header;
  header.game = request.game;
  header.label = request.label.empty() ? outline.label : request.label;
  // The file's own name as published ("MC_Rules_Reference_v1.8.pdf").
  static const std::regex file_version(R"([Vv](\d+(?:\.\d+)+))");
  std::smatch m;
  const std::string file = std::filesystem::path(path).stem().string();
  if (header.label.empty() && std::regex_search(file, m, file_version)) header.label = m[1].str();
  if (header.label.empty())
    throw std::runtime_error(path +
                             ": neither its first page nor its name gives a version (\"Version "
                             "1.8\"); name the edition with --label");
  header.sequence = request.sequence;
  header.source = "imported:" + std::filesystem::path(path).filename().string();

  ImportResult out;
  out.pages = words.pages;
  out.left_out = layout.left_out;
  pugi::xml_document doc;
  out.ids = write_edition_xml(outline, request.known, header, doc);
  std::ostringstream xml;
  doc.save(xml, "  ", pugi::format_default, pugi::encoding_utf8);
  out.xml = xml.str();
  for (const std::string& line : outline.source_lines) out.source_text += line + "\n";
  out.edition = corpus::read_edition_text(out.xml, header.source);
  const corpus::FidelityReport fidelity = corpus::check_fidelity(out.edition, out.source_text, {});
  out.fidelity_pieces = fidelity.pieces;
  out.fidelity_found = fidelity.pieces_found;
  return out;
}

}  // namespace arbiter::pdf
