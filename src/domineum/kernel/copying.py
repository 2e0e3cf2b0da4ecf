"""Structural cloning of plain-data states, planned once per type from its annotations.

A clone copies every mutable container (lists, dicts, non-frozen structs) and shares everything
immutable (numbers, strings, tuples, frozen structs), so it is far cheaper than ``deepcopy``
while no change to the clone can reach the original. Frozen structs are shared on the
convention that nothing mutates them (msgspec enforces it for their fields).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

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


def _share(value: Any) -> Any:
    return value


def _list_of(item: Copier | None) -> Copier:
    if item is None:
        return list
    return lambda values: [item(v) for v in values]


def _dict_of(value: Copier | None) -> Copier:
    if value is None:
        return dict
    return lambda mapping: {k: value(v) for k, v in mapping.items()}


def _union_of(members: tuple[mi.Type, ...]) -> Copier | None:
    by_class: dict[type, Copier] = {}
    for member in members:
        if isinstance(member, mi.StructType) and not member.cls.__struct_config__.frozen:
            by_class[member.cls] = struct_copier(member.cls)
        elif not isinstance(member, (*_IMMUTABLE, mi.StructType)):
            raise TypeError(f"cannot plan a clone of a union containing {member!r}")
    if not by_class:
        return None
    return lambda value: by_class.get(type(value), _share)(value)


def _plan(t: mi.Type) -> Copier | None:
    """How to copy a value of type ``t`` (``None``: it is immutable, share it)."""
    if isinstance(t, (*_IMMUTABLE, mi.TupleType, mi.VarTupleType)):
        return None
    if isinstance(t, mi.StructType):
        return None if t.cls.__struct_config__.frozen else struct_copier(t.cls)
    if isinstance(t, mi.ListType):
        return _list_of(_plan(t.item_type))
    if isinstance(t, mi.DictType):
        return _dict_of(_plan(t.value_type))
    if isinstance(t, mi.UnionType):
        return _union_of(t.types)
    raise TypeError(f"cannot plan a clone of {t!r}")


@cache
def struct_copier(cls: type[msgspec.Struct]) -> Copier:
    """A function that clones instances of ``cls``, generated from its field annotations: a
    shallow ``__copy__`` then one line per field that holds something mutable."""
    info = mi.type_info(cls)
    assert isinstance(info, mi.StructType)
    namespace: dict[str, Any] = {}
    lines = ["def clone_struct(obj):", "    new = obj.__copy__()"]
    for n, field in enumerate(info.fields):
        copier = _plan(field.type)
        if copier is None:
            continue
        namespace[f"c{n}"] = copier
        lines.append(f"    new.{field.name} = c{n}(obj.{field.name})")
    lines.append("    return new")
    exec("\n".join(lines), namespace)
    generated: Copier = namespace["clone_struct"]
    return generated
