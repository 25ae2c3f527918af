// The reference for `npm run bench`: the least a Next page can be, built and served
// by the same Next and React as the site.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
