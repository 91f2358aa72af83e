// The whole searcher, for the per-variant instantiation files that
// cmake/search_instances.cmake generates from the registry: each compiles it
// for one rule module, so the variants build in parallel.
#pragma once

#include "chance_node.h"
#include "node_search.h"
#include "qsearch.h"
#include "report.h"
#include "root_search.h"
#include "threads.h"
#include "worker.h"
