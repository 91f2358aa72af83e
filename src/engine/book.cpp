// The Engine facade's opening books: loading them per variant (BookFile,
// bookfiles), the OwnBook switch, and the move a `go` plays from them.
#include <algorithm>
#include <string>
#include <vector>

#include "engine_impl.h"

namespace pili {

bool Engine::load_book(const std::vector<std::string>& paths, std::string& err) {
  Engine::stop();
  Engine::wait();
  std::vector<Impl::BookFile> loaded;
  for (const std::string& path : paths) {
    Impl::BookFile f{path, {}};
    if (!f.book.open(path, err)) return false;
    if (f.book.variant() != impl->var)
      return err = path + " is a book of " + variant_name(f.book.variant()) + " (" + f.book.format_name() +
                   "), not of " + variant_name(impl->var),
             false;
    loaded.push_back(std::move(f));
  }
  impl->books[int(impl->var)] = std::move(loaded);
  return true;
}

std::string Engine::book_description() const {
  std::string out;
  for (const Impl::BookFile& f : impl->books[int(impl->var)])
    out += f.path + " (" + f.book.format_name() + ", " + std::to_string(f.book.size()) + " entries)\n";
  return out;
}

template <class R>
Move Engine::Impl::book_move(const SearchLimits& limits, const std::vector<Move>& searchMoves) {
  // Analysis (infinite), pondering and mate searches want a search: the
  // book answers only a `go` that asks for a move to play.
  if (!settings.ownBook || limits.infinite || limits.ponder || limits.mate > 0) return Move::none();
  const auto& p = position<R>();
  for (const BookFile& f : books[int(variant_of<R>())]) {
    // The probe returns only moves the rules find legal here: a stale or
    // colliding entry, or one that decodes to no move, is skipped.
    std::vector<book::BookMove> moves = R::king_lost(p) ? std::vector<book::BookMove>{} : f.book.probe<R>(p);
    std::erase_if(moves, [&](const book::BookMove& m) {
      bool banned = std::find(this->banned.begin(), this->banned.end(), m.move) != this->banned.end();
      bool excluded = !searchMoves.empty() &&
                      std::find(searchMoves.begin(), searchMoves.end(), m.move) == searchMoves.end();
      return banned || excluded;
    });
    if (Move m = bookChooser.choose(moves); m.is_ok()) return m;
  }
  return Move::none();
}

#define PILI_BOOK_MOVE(M) \
  template Move Engine::Impl::book_move<M>(const SearchLimits&, const std::vector<Move>&);
PILI_RULE_MODULES(PILI_BOOK_MOVE)
#undef PILI_BOOK_MOVE

}  // namespace pili
