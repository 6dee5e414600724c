/**
 * The draws both benchmarks' registers are made of, as SQL over a row number
 * i (a bigint column of generate_series): the same i gives the same member
 * (name, member id, phone) in the membership and the payments benchmark.
 */

// Most frequent first: pick() favours the start of a list.
export const FIRST_NAMES = [
  'Ravi',
  'Suresh',
  'Manjunath',
  'Ramesh',
  'Mahesh',
  'Prakash',
  'Raghavendra',
  'Nagaraj',
  'Srinivas',
  'Lakshmi',
  'Anil',
  'Sunil',
  'Kiran',
  'Santosh',
  'Venkatesh',
  'Shivakumar',
  'Girish',
  'Harish',
  'Mohan',
  'Ganesh',
  'Naveen',
  'Praveen',
  'Chandrashekar',
  'Basavaraj',
  'Mallikarjun',
  'Deepa',
  'Kavya',
  'Asha',
  'Pooja',
  'Savitha',
  'Shilpa',
  'Rekha',
  'Geetha',
  'Vinay',
  'Vijay',
  'Ajay',
  'Arun',
  'Sanjay',
  'Rajesh',
  'Dinesh',
  'Umesh',
  'Yogesh',
  'Satish',
  'Jagadish',
  'Sridhar',
  'Raghu',
  'Madhu',
  'Shankar',
  'Keshav',
  'Gopal',
  'Sharath',
  'Bharath',
  'Puneeth',
  'Darshan',
  'Yash',
  'Sudeep',
  'Chetan',
  'Abhishek',
  'Rakshith',
  'Pavan',
  'Nandini',
  'Sowmya',
  'Divya',
  'Ramya',
  'Bhavya',
  'Anitha',
  'Sunitha',
  'Vanitha',
  'Mamatha',
  'Sahana',
  'Hemanth',
  'Nithin',
  'Sachin',
  'Rohith',
  'Akash',
  'Tejas',
  'Varun',
  'Karthik',
  'Siddharth',
  'Adarsh',
  'Thimmaiah',
  'Kariappa',
  'Ponnappa',
  'Belliappa',
  'Muthanna',
  'Devaiah',
  'Somanna',
  'Nanjundappa',
  'Kempegowda',
  'Hanumanthappa',
  'Ishwarya',
  'Triveni',
  'Vaishnavi',
  'Yamuna',
  'Tungabhadra',
  'Hemavathi',
  'Sharavathi',
  'Kapila',
  'Varada',
  'Aghanashini',
];

export const LAST_NAMES = [
  'Kumar',
  'Gowda',
  'Shetty',
  'Rao',
  'Naik',
  'Reddy',
  'Hegde',
  'Patil',
  'Bhat',
  'Murthy',
  'Prasad',
  'Swamy',
  'Achar',
  'Nayak',
  'Kulkarni',
  'Desai',
  'Joshi',
  'Shenoy',
  'Kamath',
  'Pai',
  'Poojary',
  'Salian',
  'Kotian',
  'Suvarna',
  'Amin',
  'Bangera',
  'Karkera',
  'Gatty',
  'Alva',
  'Ballal',
  'Hiremath',
  'Pujar',
  'Angadi',
  'Biradar',
  'Kambar',
  'Lamani',
  'Madiwal',
  'Nadaf',
  'Talwar',
  'Yadav',
  'Urs',
  'Jois',
  'Iyengar',
  'Sastry',
  'Dixit',
  'Upadhya',
  'Adiga',
  'Holla',
  'Karanth',
  'Tantri',
  'Cariappa',
  'Machaiah',
  'Bopanna',
  'Thimmaiah',
  'Appaiah',
  'Uthappa',
  'Ganapathy',
  'Subbaiah',
  'Kuttappa',
  'Chengappa',
];

/** Numbers are written into the SQL: COPY, which makes the CSVs, takes no parameters. */
export const integer = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
};
export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
export const textArray = (values: readonly string[]) => `ARRAY[${values.map(literal).join(', ')}]::text[]`;

/** A uniform number in [0, 1) from an integer SQL expression (a row number) and a salt. */
export const uniformOf = (key: string, salt: number) =>
  `((hashint8extended(${key}, ${salt}) & 2147483647)::float8 / 2147483648)`;

/** A uniform number in [0, 1) from row i and a salt. */
export const uniform = (salt: number) => uniformOf('i', salt);

/** An entry of the list, the first ones far more often than the last (square of a uniform draw). */
export const pick = (values: readonly string[], salt: number) =>
  `(${textArray(values)})[1 + floor(${values.length} * power(${uniform(salt)}, 2))::int]`;

/** An entry of the list, every one equally often, drawn from an integer SQL expression and a salt. */
export const pickEvenOf = (key: string, values: readonly string[], salt: number) =>
  `(${textArray(values)})[1 + floor(${values.length} * ${uniformOf(key, salt)})::int]`;

/** An entry of the list, every one equally often. */
export const pickEven = (values: readonly string[], salt: number) => pickEvenOf('i', values, salt);

/** The member id the membership sequence would give number i: prefix, at least 4 digits. */
export const memberIdOf = (prefix: string) => `${literal(prefix)} || lpad(i::text, greatest(4, length(i::text)), '0')`;

/**
 * Unique 10-digit mobile numbers starting 6-9: i ↦ 6000000000 + ((i·a + b) mod 4·10⁹)
 * is one-to-one because a (odd, not a multiple of 5) is coprime with 4·10⁹.
 */
export const PHONE = `(6000000000 + (i * 2654435761 + 1234567891) % 4000000000)::text`;
