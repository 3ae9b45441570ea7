#!/usr/bin/env python3
"""Mutation sweep: do a game's own tests notice when its rules change?

    scripts/mutants.py GAME [--count N] [--seed K] [--checkout DIR] [--build DIR]

Works in a separate checkout (default: a git worktree of HEAD in /tmp/marbles-mutants, made on
the first run, with its own native build), never in this one. For N sites picked at random in
src/games/GAME/{rules.h,rules.cpp,notation.cpp}, it changes one operator (< and <=, > and >=,
== and !=, && and ||, + 1 and - 1 by one more, return true and false), rebuilds the engine
tests and runs the game's suites (gtest filter "Game*": its rules, notation, perft and random
tests). GAME is a folder of the game list, src/games/list.h. Each mutant is reported as
  killed      a test failed (or the tests hung: 240 s)
  SURVIVED    every test passed: either a rule no test pins down, or a change that cannot
              alter behaviour (a bound only invalid input reaches, an out-of-range loop that
              reads a spare slot, a hash that stays consistent); read the line to tell which
  stillborn   it did not compile (-Werror)
and appended as JSON lines to mutants-GAME.jsonl in the build directory. The file is restored
after each mutant. About 10 s a mutant on 2 cores once the first build is done.
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import time

OPS = [(' < ', ' <= '), (' <= ', ' < '), (' > ', ' >= '), (' >= ', ' > '), (' == ', ' != '),
       (' != ', ' == '), (' && ', ' || '), (' || ', ' && '), ('return true;', 'return false;'),
       ('return false;', 'return true;'), (' + 1', ' + 2'), (' - 1', ' - 2')]
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def listed_games():
    """The games of the game list (src/games/list.h), by folder: "wali::Descriptor" lines."""
    text = open(os.path.join(HERE, 'src', 'games', 'list.h')).read()
    block = text[text.index('using AppGames'):]
    block = block[:block.index('>;')]
    return re.findall(r'\b(\w+)::Descriptor\b', block)


def suite(game):
    """A game's test suites are named after its folder, capitalised: "Wali*" (tests/unit/games)."""
    return game[:1].upper() + game[1:]


def run(cmd, cwd, timeout):
    return subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=timeout)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[1])
    ap.add_argument('game', choices=sorted(listed_games()))
    ap.add_argument('--count', type=int, default=20)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--checkout', default='/tmp/marbles-mutants')
    ap.add_argument('--build', default='build/mutants', help='its build directory, in it')
    args = ap.parse_args()
    here = HERE
    root = os.path.abspath(args.checkout)
    if os.path.realpath(root) == os.path.realpath(here):
        sys.exit('mutants.py: the checkout must not be this one')
    if not os.path.isdir(root):
        run(['git', 'worktree', 'add', '--detach', root, 'HEAD'], here, 120).check_returncode()
    build = os.path.join(root, args.build)
    if not os.path.isdir(build):
        run(['cmake', '-S', root, '-B', build, '-DCMAKE_BUILD_TYPE=Release',
             '-DMARBLES_APP=OFF'], root, 600).check_returncode()
    jobs = str(os.cpu_count() or 2)
    files = [f'src/games/{args.game}/{n}' for n in ('rules.h', 'rules.cpp', 'notation.cpp')]
    sites = []
    for f in files:
        for i, line in enumerate(open(os.path.join(root, f)).read().split('\n')):
            s = line.strip()
            if s.startswith(('//', '#', 'static_assert')):
                continue
            code = line.split('//')[0]
            for a, b in OPS:
                sites += [(f, i, m.start(), a, b) for m in re.finditer(re.escape(a), code)]
    random.Random(args.seed).shuffle(sites)
    log = open(os.path.join(build, f'mutants-{args.game}.jsonl'), 'a')
    counts = {}
    for f, i, col, a, b in sites[:args.count]:
        path = os.path.join(root, f)
        original = open(path).read()
        lines = original.split('\n')
        line = lines[i]
        lines[i] = line[:col] + b + line[col + len(a):]
        t0 = time.time()
        failed = []
        try:
            open(path, 'w').write('\n'.join(lines))
            if run(['cmake', '--build', build, '-j', jobs, '--target', 'engine_tests'], root,
                   900).returncode != 0:
                verdict = 'stillborn'
            else:
                try:
                    t = run([os.path.join(build, 'engine_tests'),
                             f'--gtest_filter={suite(args.game)}*'], root, 240)
                    verdict = 'killed' if t.returncode != 0 else 'SURVIVED'
                    failed = [x for x in t.stdout.decode(errors='replace').split('\n')
                              if x.startswith('[  FAILED  ]')][:3]
                except subprocess.TimeoutExpired:
                    verdict = 'killed'
                    failed = ['(timed out)']
        finally:
            open(path, 'w').write(original)
        counts[verdict] = counts.get(verdict, 0) + 1
        log.write(json.dumps(dict(file=f, line=i + 1, frm=a, to=b, code=line.strip(),
                                  verdict=verdict, secs=round(time.time() - t0),
                                  failed=failed)) + '\n')
        log.flush()
        print(f'{verdict:9} {f}:{i + 1} {a.strip()} -> {b.strip()} | {line.strip()[:80]}',
              flush=True)
    print(' '.join(f'{k} {v}' for k, v in sorted(counts.items())))


if __name__ == '__main__':
    main()
