// Test only, loaded with `node --import`: this process's clock starts at TEST_CLOCK_START and
// runs on from there, so a server can be started on the morning its weekly email goes out.
const RealDate = Date;
const offset = RealDate.parse(process.env.TEST_CLOCK_START ?? '') - RealDate.now();

if (Number.isFinite(offset)) {
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }

    static now() {
      return RealDate.now() + offset;
    }
  }
  // Own statics, not inherited ones: a runtime that copies Date's own properties keeps them.
  for (const name of ['UTC', 'parse']) ShiftedDate[name] = RealDate[name];
  globalThis.Date = ShiftedDate;
}
