"""For the trainer tests: the FNV-1a hash of an architecture string, written
out again here so that the net files' header is checked against a second
implementation, not against tools/nnue/netformat.py's own."""


def fnv1a(text):
    h = 0x811C9DC5
    for b in text.encode():
        h = ((h ^ b) * 0x01000193) % 2**32
    return h
