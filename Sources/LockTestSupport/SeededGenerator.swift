import LockModel

/// The model's seeded generator, under the name the tests use.
public typealias SeededGenerator = LockModel.SeededGenerator
