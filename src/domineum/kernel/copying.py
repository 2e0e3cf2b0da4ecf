"""Structural cloning of plain-data states, planned once per type from its annotations.

A clone copies every mutable container (lists, dicts, non-frozen structs) and shares everything
immutable (numbers, strings, tuples, frozen structs), so it is far cheaper than ``deepcopy``
while no change to the clone can reach the original. Frozen structs are shared on the
convention that nothing mutates them (msgspec enforces it for their fields).

The plan of a struct type is generated Python: a single expression that calls the constructors
of the struct and of the structs inside it, copying lists and dicts inline (``xs.copy()``, or a
comprehension when they hold structs). A value whose class the annotations do not name exactly
(a member of a union, an instance of a subclass) is copied by the plan of its own class.
"""

from __future__ import annotations

import inspect
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, TypeGuard

import msgspec
import msgspec.inspect as mi

Copier = Callable[[Any], Any]
_IMMUTABLE = (
    mi.IntType,
    mi.FloatType,
    mi.StrType,
    mi.BoolType,
    mi.NoneType,
    mi.LiteralType,
    mi.BytesType,
)
_planning: set[type] = set()  # struct classes whose fields are being planned (recursion guard)


def _runtime_class(cls: Any) -> type[msgspec.Struct]:
    """The class instances have (``Box`` for the generic alias ``Box[int]``)."""
    runtime: type[msgspec.Struct] = typing.get_origin(cls) or cls
    return runtime


def _is_mutable_struct(cls: type) -> TypeGuard[type[msgspec.Struct]]:
    return issubclass(cls, msgspec.Struct) and not cls.__struct_config__.frozen


def _share(value: Any) -> Any:
    return value


_by_class: dict[type, Copier] = {}  # how to copy a value of exactly that class


def _copy_by_class(value: object) -> Any:
    """Copy ``value`` by the plan of its own class."""
    cls = type(value)
    copier = _by_class.get(cls)
    if copier is None:
        copier = _by_class[cls] = struct_copier(cls) if _is_mutable_struct(cls) else _share
    return copier(value)


class _Source:
    """Python expressions that copy values, and the objects they refer to by name."""

    def __init__(self) -> None:
        self.namespace: dict[str, Any] = {"copy_by_class": _copy_by_class}

    def ref(self, value: Any) -> str:
        name = f"_{len(self.namespace)}"
        self.namespace[name] = value
        return name

    def copy(self, t: mi.Type, src: str, depth: int = 0) -> str | None:
        """An expression copying ``src``, a value of type ``t`` (``None``: immutable, share it).

        ``src`` is a name or an attribute access, so it may be evaluated more than once."""
        if isinstance(t, (*_IMMUTABLE, mi.TupleType, mi.VarTupleType)):
            return None
        if isinstance(t, mi.StructType):
            return self.struct(t, src, depth)
        item, key = f"v{depth}", f"k{depth}"
        if isinstance(t, mi.ListType):
            copied = self.copy(t.item_type, item, depth + 1)
            return f"{src}.copy()" if copied is None else f"[{copied} for {item} in {src}]"
        if isinstance(t, mi.DictType):
            copied = self.copy(t.value_type, item, depth + 1)
            if copied is None:
                return f"{src}.copy()"
            return f"{{{key}: {copied} for {key}, {item} in {src}.items()}}"
        if isinstance(t, mi.UnionType):
            others = [m for m in t.types if not isinstance(m, mi.NoneType)]
            if len(others) == 1:  # an optional value
                copied = self.copy(others[0], src, depth)
                return None if copied is None else f"(None if {src} is None else {copied})"
            return self.union(t.types, src)
        raise TypeError(f"cannot plan a clone of {t!r}")

    def union(self, members: tuple[mi.Type, ...], src: str) -> str | None:
        """Copy a value of a union of immutable and struct types by its class."""
        mutable = False
        for member in members:
            if isinstance(member, mi.StructType):
                cls = _runtime_class(member.cls)
                if _is_mutable_struct(cls):
                    mutable = True
                    if cls not in _planning:
                        struct_copier(member.cls)  # planned now, so errors show now
            elif not isinstance(member, _IMMUTABLE):
                raise TypeError(f"cannot plan a clone of a union containing {member!r}")
        return f"copy_by_class({src})" if mutable else None

    def struct(self, t: mi.StructType, src: str, depth: int) -> str | None:
        """The constructor call, guarded by the exact class of ``src``."""
        cls = _runtime_class(t.cls)
        if cls.__struct_config__.frozen:
            return None
        if cls in _planning:  # a recursive type: its plan is found at run time
            return f"copy_by_class({src})"
        if hasattr(cls, "__post_init__"):  # the constructor would run it: see struct_copier
            return f"{self.ref(struct_copier(t.cls))}({src})"
        fields = self.fields(t, src, depth)
        args = ", ".join(
            ("" if p.kind is p.POSITIONAL_OR_KEYWORD else f"{p.name}=")
            + (fields[p.name] or f"{src}.{p.name}")
            for p in inspect.signature(cls).parameters.values()
        )
        name = self.ref(cls)
        return f"({name}({args}) if type({src}) is {name} else copy_by_class({src}))"

    def fields(self, t: mi.StructType, src: str, depth: int) -> dict[str, str | None]:
        """How to copy each field of ``src`` (``None``: share it)."""
        cls = _runtime_class(t.cls)
        _planning.add(cls)
        try:
            return {f.name: self.copy(f.type, f"{src}.{f.name}", depth) for f in t.fields}
        finally:
            _planning.discard(cls)


@cache
def struct_copier(cls: type[msgspec.Struct]) -> Copier:
    """A function that clones instances of ``cls``, generated from its field annotations.

    A frozen ``cls`` is shared. A class with a ``__post_init__``, which a clone must not run
    again, is copied shallowly and then its mutable fields are replaced."""
    info = mi.type_info(cls)
    assert isinstance(info, mi.StructType)
    runtime = _runtime_class(cls)
    if runtime.__struct_config__.frozen:
        return _share
    source = _Source()
    if not hasattr(runtime, "__post_init__"):
        body = [f"    return {source.struct(info, 'obj', 0)}"]
    else:
        fields = source.fields(info, "obj", 0)
        body = [
            f"    if type(obj) is not {source.ref(runtime)}:",
            "        return copy_by_class(obj)",
            "    new = obj.__copy__()",
            *(f"    new.{name} = {copied}" for name, copied in fields.items() if copied),
            "    return new",
        ]
    exec("\n".join(["def clone_struct(obj):", *body]), source.namespace)
    generated: Copier = source.namespace["clone_struct"]
    return generated
