// The whole searcher, for the per-variant instantiation files
// (instantiate_<variant>.cpp): each compiles it for one rule module, so a
// change to one variant recompiles one file and the variants build in parallel.
#pragma once

#include "node_search.h"
#include "qsearch.h"
#include "report.h"
#include "root_search.h"
#include "threads.h"
#include "worker.h"
