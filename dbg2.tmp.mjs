import sharp from "sharp";
for (const f of process.argv.slice(2)) {
  const { data, info } = await sharp(f).greyscale().raw().toBuffer({ resolveWithObject: true });
  const rows = [];
  for (let y = 0; y < info.height; y += Math.ceil(info.height / 30)) {
    let s = "";
    for (let x = 0; x < info.width; x += Math.ceil(info.width / 80)) s += data[y * info.width + x] < 128 ? "#" : ".";
    rows.push(s);
  }
  console.log(f + "\n" + rows.join("\n"));
}
