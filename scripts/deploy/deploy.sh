#!/usr/bin/env bash
# Puts a client build (the dist/ of `npm run build`) live in a Laravel app (docs/deploy.md):
#
#   scripts/deploy/deploy.sh dist /var/www/kaizen
#
# Run it as the user who owns the app's files, again for every new build.
set -euo pipefail

usage='usage: deploy.sh <dist> <laravel app>'
dist=$(cd "${1:?$usage}" && pwd)
app=$(cd "${2:?$usage}" && pwd)
[ -f "$dist/index.html" ] || { echo "deploy.sh: no $dist/index.html: run npm run build" >&2; exit 1; }
[ -f "$app/artisan" ] || { echo "deploy.sh: no $app/artisan: not a Laravel app" >&2; exit 1; }

# Uploaded photos are served from public/storage, Laravel's link to storage/app/public.
if [ ! -e "$app/public/storage" ]; then
  (cd "$app" && php artisan storage:link)
fi

# Each build gets a directory of its own beside public/, and public/build is a symlink to the
# live one. Swapping is one rename of that link: no request ever sees half a build, and the web
# server's headers live in its own config (docs/deploy.md), not in a file the deploy replaces.
releases=$app/build-releases
mkdir -p "$releases"

# A build copied in by hand (before this script) becomes the previous release. Only on that
# first run is there a moment without /build/.
if [ -d "$app/public/build" ] && [ ! -L "$app/public/build" ]; then
  legacy=$(date -u +%Y%m%dT%H%M%SZ).legacy
  mv "$app/public/build" "$releases/$legacy"
  rm -f "$releases/$legacy/.htaccess" # the old guide's headers: now the server config's job
  ls "$releases/$legacy/assets" >"$releases/$legacy.assets"
  ln -s "../build-releases/$legacy" "$app/public/build"
fi
previous=$(basename "$(readlink "$app/public/build" || true)")

release=$(mktemp -d "$releases/$(date -u +%Y%m%dT%H%M%SZ).XXXX")
name=$(basename "$release")
chmod 755 "$release" # mktemp's 0700 would hide it from the web server's user
cp -R "$dist/." "$release/"
ls "$release/assets" >"$releases/$name.assets"

# A tab opened before this deploy still runs the previous build and fetches its lazy chunks by
# their hashed names: the previous build's own assets stay one more release.
if [ -f "$releases/$previous.assets" ] && [ -d "$releases/$previous/assets" ]; then
  while IFS= read -r file; do
    [ -e "$release/assets/$file" ] || cp -p "$releases/$previous/assets/$file" "$release/assets/"
  done <"$releases/$previous.assets"
fi

ln -sfn "../build-releases/$name" "$app/public/build.next"
mv -T "$app/public/build.next" "$app/public/build"

# The previous release stays for a rollback (docs/deploy.md); older ones go.
for entry in "$releases"/*; do
  case $(basename "$entry") in
    "$name" | "$name.assets" | "$previous" | "$previous.assets") ;;
    *) rm -rf "$entry" ;;
  esac
done
echo "deploy.sh: $name is live (previous: ${previous:-none})"
