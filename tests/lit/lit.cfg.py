# lit configuration for nvtv: FileCheck tests of the verifier's messages and of the
# opt / tag subcommands.  Run through the build tree, whose lit.site.cfg.py names the
# built binary:  python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv BUILD/tests/lit
import os
import re

import lit.formats

config.name = "nvtv"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".cu"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.excludes = ["Inputs"]

if not hasattr(config, "nvtv"):
    lit_config.fatal("run lit on the build tree (BUILD/tests/lit), which has lit.site.cfg.py")
if not hasattr(config, "test_exec_root") or config.test_exec_root is None:
    config.test_exec_root = config.test_source_root

llvm_bin = getattr(config, "llvm_bin", "/usr/lib/llvm-19/bin")
for name in ["FileCheck", "not", "split-file", "count"]:
    path = os.path.join(llvm_bin, name)
    if not os.path.exists(path):
        lit_config.fatal("missing %s (install llvm-19-tools)" % path)

# Bare tool names in RUN lines become absolute paths.  A name only counts as a tool when
# it stands alone: not inside a path, a file name or a word like "nvtv.id".
def tool(name):
    return r"(?<![\w/.%-])" + re.escape(name) + r"(?![\w/.-])"

config.substitutions.append((tool("nvtv"), config.nvtv))
for name in ["FileCheck", "split-file", "not", "count"]:
    config.substitutions.append((tool(name), os.path.join(llvm_bin, name)))
# The Python that runs lit, for generators of large inputs (tests/lit/unsupported/Inputs)
import sys
config.substitutions.append(("%{python}", sys.executable))
# LLVM 19's opt, for --opt-cmd: %opt (inside the quoted command the bare name is not replaced)
config.substitutions.append(("%opt", os.path.join(llvm_bin, "opt")))

# The reference pipeline of LLVM's address-arithmetic passes.
config.substitutions.append(("%pipe", "function(separate-const-offset-from-gep,slsr,gvn,nary-reassociate,"
                             "early-cse,infer-address-spaces,loop-mssa(licm),instcombine<no-verify-fixpoint>,"
                             "loop(loop-reduce))"))

# The seed corpus, for tests that run on its kernels.
source_root = getattr(config, "nvtv_source_root", os.path.join(config.test_source_root, "..", ".."))
config.substitutions.append(("%corpus", os.path.join(source_root, "corpus")))

config.environment["LC_ALL"] = "C"

# .cu inputs: the tests' messages and lines are those of nvtv's own prelude (the path that
# works where only Debian's packages are); tests/lit/cuda-toolkit/ speaks of a CUDA toolkit's
# headers, and runs where nvtv finds one (feature cuda-toolkit).
config.environment["NVTV_NO_CUDA_TOOLKIT"] = "1"
def _toolkit():
    for d in [os.environ.get("CUDA_PATH"), os.environ.get("CUDA_HOME"), "/usr/local/cuda"]:
        if d and os.path.exists(os.path.join(d, "include", "cuda_runtime.h")):
            return d
    return None
if _toolkit():
    config.available_features.add("cuda-toolkit")
    config.substitutions.append(("%cuda_path", _toolkit()))
