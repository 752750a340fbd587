# Sourced by scripts/check-runtime.sh and scripts/check-source-reader.sh: each builds an example
# package that depends on one product of this package alone and checks what was linked into it.
# The caller defines fail() first.

# build_example NAME: builds Examples/NAME's product NAME; sets exe, list (the objects linked)
# and modules (the Swift modules they come from, space-separated).
build_example() {
  local name=$1
  cd "$root/Examples/$name"
  # SwiftPM does not notice files added to a path dependency until the depending manifest
  # changes: touching it makes the build plan see this package's current sources (CI starts
  # clean anyway).
  touch Package.swift
  swift build --product "$name"
  local bin
  bin="$(swift build --show-bin-path)"
  exe="$bin/$name"
  list="$bin/$name.product/Objects.LinkFileList"
  [ -f "$list" ] || fail "no link file list at $list"
  modules="$(grep -o '/[A-Za-z0-9_]*\.build/' "$list" | tr -d '/' | sed 's/\.build$//' | sort -u | tr '\n' ' ')"
}

# only_modules "ALLOWED …" WHAT: fails when a module outside ALLOWED was linked.
only_modules() {
  local m
  for m in $modules; do
    case " $1 " in
      *" $m "*) ;;
      *) fail "module $m is linked into $2: $modules" ;;
    esac
  done
}

# no_c_libraries LIBRARIES SYMBOLS: fails when ldd lists a library matching LIBRARIES or nm a
# defined symbol starting with one of SYMBOLS (both extended regular expressions).
no_c_libraries() {
  if ldd "$exe" | grep -Ei "$1"; then fail "a C library is linked"; fi
  if nm "$exe" | grep -E " [A-Za-z] ($2)"; then fail "C library symbols in the binary"; fi
}
