#!/usr/bin/env python3
"""tools/check_links.py: passes on the tree, fails on each planted broken link.

Run by CTest (tests/CMakeLists.txt) as `check_links`. The planted documents go
into a small tree of their own, so each case shows what the check reads.
"""
import os
import shutil
import sys
import tempfile
import unittest

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import check_links  # noqa: E402

TARGET = "# Strength\n\n## Where it stands today\n\n## `pili show`\n\n## Twice\n\n## Twice\n"


class CheckLinks(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="check_links_")
        self.write("docs/strength.md", TARGET)
        self.write("LICENSE", "MIT\n")
        os.makedirs(os.path.join(self.tmp, "docs/evidence/2026-12-06-a"))

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def write(self, rel, text):
        path = os.path.join(self.tmp, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)

    def problems(self, readme, index=True):
        """The check's problems with this README.md, which ends with an index
        of the one page of docs/ unless told otherwise."""
        self.write("README.md", readme + ("\n[index](docs/strength.md)\n" if index else ""))
        return check_links.check(self.tmp)

    def test_the_tree_passes(self):
        self.assertEqual(check_links.check(ROOT), [])

    def test_good_links_pass(self):
        self.assertEqual(self.problems(
            "[s](docs/strength.md) [t](docs/strength.md#where-it-stands-today) "
            "[c](docs/strength.md#pili-show) [d](docs/strength.md#twice-1) [l](LICENSE)\n"
            "[e](docs/evidence/2026-12-06-a/) ![i](docs/strength.md \"title\") [w](https://example.org/x)\n"
            "[here](#pili) and a [reference]\n\n# Pili\n\n[reference]: docs/strength.md\n"), [])

    def test_a_missing_file_fails(self):
        problems = self.problems("Text.\n\nSee [it](docs/strenght.md).\n")
        self.assertEqual(len(problems), 1)
        self.assertIn("README.md:3: 'docs/strenght.md': no such file", problems[0])

    def test_a_missing_folder_image_and_reference_fail(self):
        self.assertEqual(len(self.problems(
            "[e](docs/evidence/2026-12-07-b/) ![i](docs/board.png)\n\n[r]: docs/none.md\n")), 3)

    def test_a_missing_heading_fails(self):
        problems = self.problems("[t](docs/strength.md#where-it-stood)\n")
        self.assertEqual(len(problems), 1)
        self.assertIn("has no heading with the anchor #where-it-stood", problems[0])
        self.assertEqual(len(self.problems("[d](docs/strength.md#twice-2)\n")), 1)
        self.assertEqual(len(self.problems("[h](#nowhere)\n# Pili\n")), 1)

    def test_a_link_in_docs_is_relative_to_its_folder(self):
        self.write("docs/rules/r.md", "[up](../strength.md) [bad](strength.md)\n")
        problems = self.problems("[r](docs/rules/r.md)\n")
        self.assertEqual(len(problems), 1)
        self.assertIn("docs/rules/r.md:1: 'strength.md'", problems[0])

    def test_a_link_outside_the_repository_fails(self):
        self.assertEqual(len(self.problems("[x](../../etc/passwd)\n")), 1)

    def test_a_page_missing_from_the_readme_fails(self):
        self.write("docs/rules/manchu.md", "# Manchu\n")
        self.write("docs/evidence/README.md", "# Evidence\n")  # below docs/rules/: not required
        self.assertEqual(self.problems("[m](docs/rules/manchu.md#manchu)\n", index=False),
                         ["README.md: the documentation index does not link docs/strength.md"])
        self.assertEqual(self.problems(""),
                         ["README.md: the documentation index does not link docs/rules/manchu.md"])
        self.assertEqual(self.problems("[m](docs/rules/manchu.md#manchu)\n"), [])

    def test_code_is_not_a_link(self):
        self.assertEqual(self.problems("`[x](nowhere.md)`\n\n```\n[y](nowhere.md)\n```\n"), [])


if __name__ == "__main__":
    unittest.main()
