import DaybookCore
import Expectations
import Testing

@Suite struct TodoScheduleTests {
  let today = day("2026-12-03")

  private func todo(
    _ id: RowID, _ title: String = "t", due: String? = nil,
    important: Bool = false, done: Bool = false
  ) -> Todo {
    Todo(
      id: id, title: title, due: due.map(day), important: important,
      doneAt: done ? noon("2026-12-03") : nil)
  }

  @Test func bucketsOnTheirBoundaries() {
    expectEqual(TodoSchedule.dueBucket(for: todo(1, due: "2026-12-02"), today: today), .overdue)
    expectEqual(TodoSchedule.dueBucket(for: todo(1, due: "2025-12-03"), today: today), .overdue)
    expectEqual(TodoSchedule.dueBucket(for: todo(1, due: "2026-12-03"), today: today), .today)
    expectEqual(TodoSchedule.dueBucket(for: todo(1, due: "2026-12-04"), today: today), .next7Days)
    expectEqual(TodoSchedule.dueBucket(for: todo(1, due: "2026-12-10"), today: today), .next7Days)
    expectEqual(TodoSchedule.dueBucket(for: todo(1, due: "2026-12-11"), today: today), .later)
    expectEqual(TodoSchedule.dueBucket(for: todo(1), today: today), .undated)
  }

  @Test func bucketsCrossTheYearEnd() {
    let newYearsEve = day("2026-12-31")
    expectEqual(
      TodoSchedule.dueBucket(for: todo(1, due: "2027-01-07"), today: newYearsEve), .next7Days)
    expectEqual(TodoSchedule.dueBucket(for: todo(1, due: "2027-01-08"), today: newYearsEve), .later)
  }

  @Test func doneTodosHaveNoBucket() {
    expectEqual(
      TodoSchedule.dueBucket(for: todo(1, due: "2026-12-02", done: true), today: today), nil)
    expectEqual(
      TodoSchedule.dueBucket(for: todo(1, due: "2026-12-03", done: true), today: today), nil)
    expectEqual(TodoSchedule.dueBucket(for: todo(1, done: true), today: today), nil)
  }

  @Test func bucketsGroupAndSortImportantThenDueThenTitle() {
    let todos = [
      todo(1, "b", due: "2026-11-30"), todo(2, "a", due: "2026-11-30"),
      todo(3, "z", due: "2026-11-30", important: true), todo(4, "c", due: "2026-11-01"),
      todo(5, "Alpha", due: "2026-12-03"), todo(6, "done", due: "2026-12-03", done: true),
      todo(7, "beta", due: "2026-12-03"), todo(8, "x", due: "2026-12-09"),
      todo(9, "y", due: "2026-12-05"), todo(10, "far", due: "2027-06-01"),
      todo(11, "Note"), todo(12, "errand", important: true), todo(13, "apple"),
    ]
    let buckets = TodoSchedule.buckets(todos, today: today)
    expectEqual(buckets.count, 5)
    expectEqual(buckets[.overdue]?.map(\.id), [3, 4, 2, 1])
    expectEqual(buckets[.today]?.map(\.id), [5, 7])
    expectEqual(buckets[.next7Days]?.map(\.id), [9, 8])
    expectEqual(buckets[.later]?.map(\.id), [10])
    expectEqual(buckets[.undated]?.map(\.id), [12, 13, 11])
  }

  @Test func emptyInputHasEveryBucketEmpty() {
    let buckets = TodoSchedule.buckets([], today: today)
    expectEqual(buckets, [.overdue: [], .today: [], .next7Days: [], .later: [], .undated: []])
  }

  @Test func bucketsOrderOverdueFirst() {
    expectEqual(TodoBucket.allCases.sorted(), [.overdue, .today, .next7Days, .later, .undated])
    #expect(TodoBucket.overdue < .undated)
  }

  @Test func progressCountsOnlyTodosDueToday() {
    let todos = [
      todo(1, due: "2026-12-03", done: true), todo(2, due: "2026-12-03"),
      todo(3, due: "2026-12-03", done: true), todo(4, due: "2026-12-02", done: true),
      todo(5, done: true), todo(6, due: "2026-12-04"),
    ]
    let progress = TodoSchedule.progress(todos, today: today)
    expectEqual(progress, TodayProgress(done: 2, total: 3))
    expectEqual(progress.fraction, 2.0 / 3.0)
    expectEqual(TodoSchedule.progress([], today: today), TodayProgress(done: 0, total: 0))
    expectEqual(TodayProgress(done: 0, total: 0).fraction, 0)
    expectEqual(TodayProgress(done: 4, total: 4).fraction, 1)
  }
}
