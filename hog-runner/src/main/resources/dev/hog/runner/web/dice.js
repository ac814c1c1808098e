// Dice as pictures: the server draws each face as SVG (/dice_graphic.svg, as the course's GUI asks for it).

/** An image of a die showing a face; dice of other sizes than the usual are marked with their size. */
export function die(face, sides, usualSides) {
  const figure = document.createElement('span');
  figure.className = 'die';
  const image = document.createElement('img');
  image.src = `/dice_graphic.svg?num=${encodeURIComponent(face)}`;
  image.alt = `${face}`;
  image.dataset.face = face;
  image.width = 48;
  image.height = 48;
  figure.append(image);
  if (sides !== usualSides) {
    const size = document.createElement('small');
    size.textContent = `d${sides}`;
    figure.append(size);
  }
  return figure;
}
