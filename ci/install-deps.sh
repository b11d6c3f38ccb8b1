#!/usr/bin/env bash
# Installs what nvtv needs to build and test, and only what is missing (Debian 12).
# Idempotent: when everything is present it prints so and touches nothing.
set -euo pipefail

packages=(llvm-19-dev llvm-19-tools clang-19 libclang-rt-19-dev libz3-dev libjansson-dev libxml2-dev afl++ cmake make gcc python3
          python3-yaml jq gnuplot-nox libcub-dev libthrust-dev)

installed() {
  [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

missing=()
for p in "${packages[@]}"; do
  installed "$p" || missing+=("$p")
done

# Packages can be present while a file we rely on is not (a broken or partial install).
for f in /usr/lib/llvm-19/bin/llvm-config /usr/lib/llvm-19/bin/FileCheck /usr/include/z3.h /usr/include/jansson.h /usr/include/libxml2/libxml/xmlwriter.h \
         /usr/lib/llvm-19/bin/opt /usr/lib/llvm-19/bin/clang++ \
         /usr/lib/llvm-19/bin/clang /usr/lib/llvm-19/bin/llvm-reduce \
         /usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.fuzzer-x86_64.a /usr/bin/afl-clang-fast /usr/bin/afl-fuzz \
         /usr/include/cub/cub.cuh /usr/include/thrust/version.h; do
  if [ ! -e "$f" ]; then
    case "$f" in
      */FileCheck) p=llvm-19-tools ;;
      */z3.h) p=libz3-dev ;;
      */jansson.h) p=libjansson-dev ;;
      */xmlwriter.h) p=libxml2-dev ;;
      */clang++) p=clang-19 ;;
      */opt) p=llvm-19 ;;
      */clang) p=clang-19 ;;
      */libclang_rt.*) p=libclang-rt-19-dev ;;
      */afl-*) p=afl++ ;;
      */cub.cuh) p=libcub-dev ;;
      */thrust/*) p=libthrust-dev ;;
      *) p=llvm-19-dev ;;
    esac
    [[ " ${missing[*]-} " == *" $p "* ]] || missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all dependencies present"
  exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo=(sudo)
  else
    echo "install-deps: missing ${missing[*]}, and not root without sudo: install them first" >&2
    exit 1
  fi
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update
"${sudo[@]}" apt-get install -y "${missing[@]}"
