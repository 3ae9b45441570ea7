#!/usr/bin/env python3
"""Copies a JavaScript file without its whole-line // comments (the page's download).

A line whose first non-blank characters are // goes, unless it lies inside a string or a
template literal spanning lines; everything else, end-of-line comments and /* */ included, is
kept byte for byte. Usage: strip-js-comments.py IN OUT
"""
import sys


# After these (or at the start, or after one of REGEX_WORDS) a / opens a regular expression;
# elsewhere it divides.
REGEX_AFTER = set("(,=:[!&|?{};+-*%<>~^")
REGEX_WORDS = {"return", "typeof", "case", "do", "else", "in", "of", "delete", "void", "throw"}


def skip_regex(src, i):
    """The index just past the regular expression literal that starts at src[i] == '/'."""
    j = i + 1
    in_class = False
    while j < len(src) and src[j] != "\n":
        c = src[j]
        if c == "\\":
            j += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
        elif c == "/":
            return j + 1
        j += 1
    sys.exit("strip-js-comments: unterminated regular expression")


def literal_lines(src):
    """The numbers (1-based) of the lines that begin inside a string or template literal."""
    inside = set()
    state = None  # None, or the quote that opened the literal
    prev = None  # the last character of code seen (not blank, comment or literal inside)
    word = ""  # the identifier or keyword that ends there, if any
    line = 1
    i = 0
    n = len(src)
    while i < n:
        c = src[i]
        if c == "\n":
            line += 1
            if state is not None:
                inside.add(line)
            i += 1
            continue
        if state is None:
            if src.startswith("//", i):
                end = src.find("\n", i)
                i = n if end < 0 else end
                continue
            if src.startswith("/*", i):
                end = src.find("*/", i + 2)
                if end < 0:
                    sys.exit("strip-js-comments: unterminated /* comment at line %d" % line)
                for _ in range(src.count("\n", i, end)):
                    line += 1
                i = end + 2
                continue
            if c == "/" and (prev is None or prev in REGEX_AFTER or word in REGEX_WORDS):
                i = skip_regex(src, i)
                prev, word = "/", ""
                continue
            if c in "\"'`":
                state = c
            elif not c.isspace():
                word = word + c if (c.isalnum() or c in "_$") and prev is not None and (
                    prev.isalnum() or prev in "_$") else (c if c.isalnum() or c in "_$" else "")
                prev = c
        elif c == "\\":
            i += 2
            continue
        elif c == state:
            state = None
            prev, word = c, ""
        i += 1
    if state is not None:
        sys.exit("strip-js-comments: unterminated literal")
    return inside


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: strip-js-comments.py IN OUT")
    with open(sys.argv[1], encoding="utf-8") as f:
        src = f.read()
    inside = literal_lines(src)
    out = []
    for number, text in enumerate(src.split("\n"), start=1):
        if number not in inside and text.lstrip().startswith("//"):
            continue
        out.append(text)
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        f.write("\n".join(out))


main()
