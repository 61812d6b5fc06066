# Source this file (`. scripts/use-node.sh`) to put the project's Node on PATH for the rest of the shell.
#
# The project runs on the Node of `.nvmrc` (24 LTS; any 22 or 24 on the machine is used as it is). Machines
# here start with Node 20 and reach no download site but the package registries, so when the machine's
# Node is older this installs the official Linux build that the npm registry carries as the package
# `node-<os>-<arch>` into `.tools/node/` (once; later calls only check it), and points npm's native
# builds (better-sqlite3) at that Node's own headers. POSIX sh, so `sh`, `dash` and `bash` can source it.

# Sourced from the repository's root (the README's commands) or, in bash, from anywhere.
_rt_root=$(pwd)
[ -f "$_rt_root/.nvmrc" ] || _rt_root=$(cd "$(dirname "${BASH_SOURCE:-$0}")/.." && pwd)
_rt_want=$(tr -d ' \r\n' < "$_rt_root/.nvmrc")
_rt_major() { node -v 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/'; }
case "$(_rt_major)" in
  22 | 24) ;;
  *)
    _rt_dir="$_rt_root/.tools/node"
    if [ "$("$_rt_dir/bin/node" -v 2>/dev/null)" != "v$_rt_want" ]; then
      _rt_os=$(uname -s | tr '[:upper:]' '[:lower:]')
      case "$(uname -m)" in x86_64) _rt_arch=x64 ;; aarch64 | arm64) _rt_arch=arm64 ;; *) _rt_arch=$(uname -m) ;; esac
      _rt_tmp=$(mktemp -d)
      echo "use-node: installing Node $_rt_want (npm package node-$_rt_os-$_rt_arch) into .tools/node" >&2
      if (cd "$_rt_tmp" && npm pack --silent "node-$_rt_os-$_rt_arch@$_rt_want" >/dev/null && tar xzf ./*.tgz); then
        rm -rf "$_rt_dir" && mkdir -p "$_rt_root/.tools" && mv "$_rt_tmp/package" "$_rt_dir"
      else
        echo "use-node: could not fetch node-$_rt_os-$_rt_arch@$_rt_want from the npm registry" >&2
      fi
      rm -rf "$_rt_tmp"
    fi
    PATH="$_rt_dir/bin:$PATH"
    export PATH
    # npm's own script is run by the `node` first on PATH; native add-ons build against these headers.
    npm_config_nodedir="$_rt_dir"
    export npm_config_nodedir
    ;;
esac
echo "use-node: Node $(node -v), npm $(npm -v)" >&2
unset _rt_root _rt_want _rt_dir _rt_os _rt_arch _rt_tmp
unset -f _rt_major
