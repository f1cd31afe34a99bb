#!/usr/bin/env bash
# Pushes the stand-alone trees written by `npm run release:split` (one folder per action) to
# their repositories, $OWNER/<action>: one commit on main on top of what is there, tagged with
# the release tag and the moved major tag, so `uses: $OWNER/<action>@v1` gets this release.
#   TAG=v1.2.3 OWNER=squadscope SPLIT_TOKEN=… bash scripts/release-push.sh <split dir>
# Without SPLIT_TOKEN nothing is pushed, and it says so in the log and in the job summary.
# REMOTE_BASE replaces https://x-access-token:<token>@github.com (the tests push to local
# bare repositories).
set -euo pipefail

split_dir=${1:?usage: release-push.sh <split dir>}
: "${TAG:?TAG (the release tag, vX.Y.Z) is not set}"
: "${OWNER:?OWNER (the owner of the action repositories) is not set}"
major=${TAG%%.*}
summary=${GITHUB_STEP_SUMMARY:-/dev/null}

if [ -z "${SPLIT_TOKEN:-}" ]; then
  message="Stand-alone action repositories were NOT pushed: no token is configured (secret ACTIONS_REPOS_TOKEN). The monorepo form uses: ${OWNER}/matrix-crawl/actions/<name>@${major} has this release; ${OWNER}/<name>@${major} does not."
  echo "::notice title=Stand-alone repositories skipped::${message}"
  printf '### Stand-alone repositories skipped\n\n%s\n' "$message" >>"$summary"
  exit 0
fi
echo "::add-mask::${SPLIT_TOKEN}"
base=${REMOTE_BASE:-https://x-access-token:${SPLIT_TOKEN}@github.com}
source_ref="${GITHUB_REPOSITORY:-local}@${GITHUB_SHA:-$(git rev-parse HEAD 2>/dev/null || echo unknown)}"

pushed=()
for tree in "$split_dir"/*/; do
  name=$(basename "$tree")
  remote="${base}/${OWNER}/${name}.git"
  work=$(mktemp -d)
  # Continue the repository's history when it has one; a new repository starts with this release.
  if git ls-remote --exit-code "$remote" refs/heads/main >/dev/null 2>&1; then
    git clone -q --depth 1 --branch main "$remote" "$work"
  else
    git init -q -b main "$work"
  fi
  find "$work" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
  cp -a "$tree/." "$work/"
  git -C "$work" add -A
  if git -C "$work" diff --cached --quiet 2>/dev/null && git -C "$work" rev-parse -q --verify HEAD >/dev/null; then
    echo "${OWNER}/${name}: unchanged since the last release"
  else
    git -C "$work" -c user.name='github-actions[bot]' \
      -c user.email='41898282+github-actions[bot]@users.noreply.github.com' \
      commit -q -m "${name} ${TAG}" -m "Built from ${source_ref}."
  fi
  git -C "$work" tag -f "$TAG" >/dev/null
  git -C "$work" tag -f "$major" >/dev/null
  git -C "$work" push -q "$remote" HEAD:refs/heads/main "refs/tags/${TAG}" "+refs/tags/${major}:refs/tags/${major}"
  rm -rf "$work"
  echo "${OWNER}/${name}: ${TAG}, ${major} moved"
  pushed+=("${OWNER}/${name}")
done
printf '### Stand-alone repositories pushed (%s, %s)\n\n' "$TAG" "$major" >>"$summary"
printf -- '- %s\n' "${pushed[@]}" >>"$summary"
