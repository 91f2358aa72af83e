#!/usr/bin/env python3
"""tools/check_variants.py: passes on the tree, fails on each planted violation.

Run by CTest (tests/CMakeLists.txt) as `check_variants`. The planted files go
into a copy of the tree's sources, so the whole check (walk, exemptions,
FACTS) runs as CI runs it.
"""
import os
import shutil
import sys
import tempfile
import unittest

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import check_variants  # noqa: E402

SWITCH = """
int weight(Variant v) {
  switch (v) {
    case Variant::Meng: return 2;
    default: return 1;
  }
}
"""
STRING_DEFAULT = 'struct Options {\n  std::string variant = "xiangqi";\n};\n'
ENUM_DEFAULT = "struct Options {\n  Variant variant = Variant::Xiangqi;\n};\n"
JS_DEFAULT = 'const v = params.get("variant") || "xiangqi";\n'


class CheckVariants(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="check_variants_")
        for top in check_variants.TOPS:
            src = os.path.join(ROOT, top)
            if os.path.isdir(src):
                shutil.copytree(src, os.path.join(cls.tmp, top),
                                ignore=shutil.ignore_patterns("*.nnue", "*.ttf", "corpus", "__pycache__"))

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp)

    def planted(self, rel, text):
        path = os.path.join(self.tmp, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        try:
            return check_variants.check(self.tmp)
        finally:
            os.remove(path)

    def test_the_tree_passes(self):
        self.assertEqual(check_variants.check(ROOT), [])
        self.assertEqual(check_variants.check(self.tmp), [])

    def test_a_switch_on_the_variant_outside_the_registry_fails(self):
        problems = self.planted("src/engine/planted.cpp", SWITCH)
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("src/engine/planted.cpp:4: a runtime switch on the variant", problems[0])

    def test_the_registry_may_switch(self):
        self.assertEqual(check_variants.problems_in("include/pili/rules/variant.h", SWITCH), [])

    def test_xiangqi_defaults_fail(self):
        for rel, text in (("src/cli/planted_cmd.cpp", STRING_DEFAULT), ("tools/match/planted.h", ENUM_DEFAULT),
                          ("src/serve/web/planted.js", JS_DEFAULT)):
            with self.subTest(rel=rel):
                problems = self.planted(rel, text)
                self.assertEqual(len(problems), 1, problems)
                self.assertIn(rel + ":", problems[0])
                self.assertIn("xiangqi named outside the registry", problems[0])

    def test_the_xiangqi_module_and_comments_may_name_it(self):
        self.assertEqual(check_variants.problems_in("src/rules/xiangqi/planted.cpp", STRING_DEFAULT), [])
        self.assertEqual(check_variants.problems_in("src/cli/x.cpp", '// "xiangqi" was the default\n'), [])

    def test_manchu_outside_its_home_fails(self):
        for rel, text in (("include/pili/eval/planted.h", "int v = PIECE_VALUE[BANNER];\n"),
                          ("src/search/planted.cpp", "template void f<Manchu>();\n"),
                          ("src/cli/planted.cpp", 'auto v = "manchu";\n')):
            with self.subTest(rel=rel):
                problems = self.planted(rel, text)
                self.assertEqual(len(problems), 1, problems)
                self.assertIn("manchu named outside its module", problems[0])

    def test_manchu_at_home_and_in_comments_passes(self):
        self.assertEqual(check_variants.problems_in("src/rules/manchu/planted.cpp", "Bitboard b = BANNER;\n"), [])
        self.assertEqual(check_variants.problems_in("src/serve/web/planted.js", 'const v = "manchu";\n'), [])
        self.assertEqual(check_variants.problems_in("src/eval/x.cpp", "// the BANNER of Manchu\n"), [])

    def test_a_fact_that_is_gone_fails(self):
        rel, text = next(iter(check_variants.FACTS))
        path = os.path.join(self.tmp, rel)
        with open(path, encoding="utf-8") as f:
            original = f.read()
        with open(path, "w", encoding="utf-8") as f:
            f.write(original.replace(text, "Variant::Atomic" if text.startswith("Variant") else '"atomic"'))
        try:
            problems = check_variants.check(self.tmp)
        finally:
            with open(path, "w", encoding="utf-8") as f:
                f.write(original)
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("listed in FACTS", problems[0])


if __name__ == "__main__":
    unittest.main()
