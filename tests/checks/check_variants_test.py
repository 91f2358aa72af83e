#!/usr/bin/env python3
"""tools/check_variants.py: passes on the tree, fails on each planted violation.

Run by CTest (tests/CMakeLists.txt) as `check_variants`. The planted files go
into a copy of the tree's sources, so the whole check (the registry read,
the walk, the exemptions, FACTS) runs as CI runs it. The variants planted
are read from the registry, not listed here: a variant added there is
planted too.
"""
import os
import shutil
import sys
import tempfile
import unittest

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import check_variants  # noqa: E402
import variant_registry  # noqa: E402

SWITCH = """
int weight(Variant v) {
  switch (v) {
    case Variant::Meng: return 2;
    default: return 1;
  }
}
"""
# A module the copy's registry gains, as a new variant would be added.
NEW_MODULE = """#pragma once
#include "pili/rules/profile.h"
namespace pili {
struct Planted {
  static constexpr VariantProfile PROFILE{
      .name = "planted-variant",
  };
};
}  // namespace pili
"""


class CheckVariants(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="check_variants_")
        for name in check_variants.ROOT_FILES:
            shutil.copy(os.path.join(ROOT, name), cls.tmp)
        data = ("*.nnue", "*.ttf", "*.perft", "*.pgn", "*.fen", "*.json", "*.bin", "*.feat", "*.png", "*.wdl",
                "*.dtm", "*.xqf", "*.DAT", "*.xz", "corpus", "__pycache__")
        for top in check_variants.TOPS:
            src = os.path.join(ROOT, top)
            if os.path.isdir(src):
                shutil.copytree(src, os.path.join(cls.tmp, top), ignore=shutil.ignore_patterns(*data))
        cls.modules = variant_registry.modules(ROOT)
        cls.names = variant_registry.names(ROOT)

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

    def assert_fails(self, rel, text, count=1, what="named outside the rule modules"):
        problems = self.planted(rel, text)
        self.assertEqual(len(problems), count, problems)
        for p in problems:
            self.assertIn(rel + ":", p)
            self.assertIn(what, p)

    def test_the_registry_is_read(self):
        self.assertIn(variant_registry.default(ROOT), self.names)
        self.assertGreaterEqual(len(self.modules), 7)
        self.assertEqual(len(set(self.names)), len(self.names))
        for module in self.modules:  # each with its variant's name
            self.assertRegex(module, r"^[A-Z]\w+$")

    def test_the_tree_passes(self):
        self.assertEqual(check_variants.check(ROOT), [])
        self.assertEqual(check_variants.check(self.tmp), [])

    def test_a_switch_on_the_variant_outside_the_registry_fails(self):
        problems = self.planted("src/engine/planted.cpp", SWITCH)
        self.assertEqual(len(problems), 2, problems)  # the switch, and the module it names
        self.assertIn("src/engine/planted.cpp:4: a runtime switch on the variant", problems[0])

    def test_every_variant_planted_in_the_search_fails(self):
        for module in self.modules:  # five ways to name it, one line each
            with self.subTest(module=module):
                self.assert_fails("src/search/planted.h", "".join((
                    f"if constexpr (std::is_same_v<R, {module}>) return 1;\n",
                    f"constexpr bool b = {module}::BLASTS;\n",
                    f"auto v = variant_of<{module}>();\n",
                    f"Variant v = Variant::{module};\n",
                    f"template void f<pili::{module}>();\n")), count=5)
        self.assert_fails("src/search/planted.cpp", "".join(f'std::string v = "{n}";\n' for n in self.names),
                          count=len(self.names))

    def test_variant_names_in_scripts_fail(self):
        name = self.names[0]
        reg = check_variants.Registry(ROOT)
        for rel, text in (("tools/planted.py", f'ap.add_argument("--variant", default="{name}")\n'),
                          ("tools/planted.sh", f"VARIANT=${{VARIANT:-{name}}}\n"),
                          ("tools/planted.sh", f'if [ "$v" = {name} ]; then echo; fi\n'),
                          ("cmake/planted.cmake", f"set(PILI_VARIANT {name})\n"),
                          ("CMakeLists.txt", f"add_test(NAME x COMMAND pili --variant {name})\n"),
                          ("src/serve/web/planted.js", f"const v = params.get('variant') || '{name}';\n")):
            with self.subTest(rel=rel, text=text):
                problems = check_variants.problems_in(rel, text, reg)
                self.assertEqual(len(problems), 1, problems)
                self.assertIn("named outside the rule modules", problems[0])
        self.assertEqual(check_variants.problems_in("tools/x.sh", f"f=openings-{name}-6ply.fen\n", reg), [])
        self.assert_fails("tools/planted.sh", f"VARIANT=${{VARIANT:-{name}}}\n")  # the walk finds scripts

    def test_a_variant_added_to_the_registry_is_guarded(self):
        registry = os.path.join(self.tmp, check_variants.REGISTRY[0])
        header = os.path.join(self.tmp, "include/pili/rules/planted.h")
        with open(registry, encoding="utf-8") as f:
            original = f.read()
        last = self.modules[-1]
        changed = original.replace('#include "pili/rules/profile.h"',
                                   '#include "pili/rules/planted.h"\n#include "pili/rules/profile.h"', 1)
        changed = changed.replace(f"X({last})", f"X({last}) \\\n  X(Planted)", 1)
        self.assertNotEqual(changed, original)
        with open(header, "w", encoding="utf-8") as f:
            f.write(NEW_MODULE)
        with open(registry, "w", encoding="utf-8") as f:
            f.write(changed)
        try:
            self.assertIn("Planted", variant_registry.modules(self.tmp))
            self.assertIn("planted-variant", variant_registry.names(self.tmp))
            self.assert_fails("src/search/planted.h", "if constexpr (std::is_same_v<R, Planted>) return 1;\n")
            self.assert_fails("tools/planted.py", 'VARIANT = "planted-variant"\n')
        finally:
            with open(registry, "w", encoding="utf-8") as f:
                f.write(original)
            os.remove(header)

    def test_homes_comments_tests_and_other_enums_pass(self):
        reg = check_variants.Registry(ROOT)
        module, name = self.modules[0], self.names[0]
        for rel, text in (("src/rules/planted/x.cpp", f'auto v = "{name}"; {module}::NAME;\n'),
                          ("include/pili/rules/planted.h", f"static_assert({module}::BLASTS || true);\n"),
                          ("src/cli/x.cpp", f'// "{name}" was the default; {module}:: too\n'),
                          ("tools/x.sh", f"# {name} was the default\n"),
                          ("src/eval/x.h", f"if constexpr (k == EvalKind::{module}) return 1;\n"),
                          ("src/cli/x.cpp", f'auto s = "the {name} board";\n'),
                          ("tests/unit/x_test.cpp", f'EXPECT_EQ(v, Variant::{module}); auto n = "{name}";\n')):
            with self.subTest(rel=rel, text=text):
                if check_variants.checked(rel):
                    self.assertEqual(check_variants.problems_in(rel, text, reg), [])
                else:
                    self.assertTrue(rel.startswith("tests/"))

    def test_a_kind_outside_its_homes_fails(self):
        self.assert_fails("include/pili/eval/planted.h", "int v = PIECE_VALUE[BANNER];\n",
                          what="the banner named outside its homes")

    def test_a_fact_that_is_gone_fails(self):
        rel, text = next(iter(check_variants.FACTS))
        path = os.path.join(self.tmp, rel)
        with open(path, encoding="utf-8") as f:
            original = f.read()
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(line for line in original.splitlines() if text not in line))
        try:
            problems = check_variants.check(self.tmp)
        finally:
            with open(path, "w", encoding="utf-8") as f:
                f.write(original)
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("listed in FACTS", problems[0])


if __name__ == "__main__":
    unittest.main()
