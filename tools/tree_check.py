"""The command line the tree checks share (check_layers.py, check_variants.py):
the tree's root from argv or this folder's parent, each problem on a line,
exit status 1 when there is any."""
import os
import sys


def run(name, check, passed, where):
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    problems = check(os.path.abspath(root))
    for p in problems:
        print(p)
    if problems:
        print(f"{name}: {len(problems)} problem(s); {where}")
        return 1
    print(f"{name}: {passed}")
    return 0
