# Sourced by ./shop and .ci/run: puts Node 24 on PATH, installing it into .tools/ from the npm registry when the
# machine's node is older (the registry's node-linux-<arch> package ships the binary itself: no script, no download
# from anywhere else). Idempotent and quiet when nothing needs doing.
_shop_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_shop_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(_shop_node_major)" -lt 24 ]; then
  # npm finds its global npmrc (registry, CA file) next to the node binary running it: keep the machine's one when
  # we switch to our own node.
  if [ -z "${NPM_CONFIG_GLOBALCONFIG:-}" ]; then
    _globalrc="$(npm config get globalconfig 2>/dev/null || true)"
    [ -n "$_globalrc" ] && [ -f "$_globalrc" ] && export NPM_CONFIG_GLOBALCONFIG="$_globalrc"
  fi
  case "$(uname -m)" in
    x86_64 | amd64) _arch=x64 ;;
    aarch64 | arm64) _arch=arm64 ;;
    *) echo "✗ no Node 24 package for $(uname -m)" >&2; return 1 2>/dev/null || exit 1 ;;
  esac
  _tools="$_shop_root/.tools/node24"
  _bin="$_tools/node_modules/node-linux-$_arch/bin"
  if [ ! -x "$_bin/node" ]; then
    echo "▸ Node $(node -v 2>/dev/null || echo none) is too old; installing Node 24 into .tools/ …"
    mkdir -p "$_tools"
    (cd "$_tools" && npm install --no-save --no-package-lock --ignore-scripts --no-audit --no-fund --loglevel=error \
      --prefix "$_tools" "node-linux-$_arch@24" >/dev/null) || {
      echo "✗ could not install Node 24 from the npm registry" >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$_bin:$PATH"
fi
echo "▸ using node $(node -v), npm $(npm -v 2>/dev/null)"
